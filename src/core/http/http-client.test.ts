import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttpClient } from './http-client';
import { errorMessageFrom, HttpError, isSessionEnded } from './http-error';

function client(response: Response, token: string | null = 'tok') {
  const fetch = vi.fn(async () => response);
  const tokens = { get: () => token, set: vi.fn(), clear: vi.fn() };
  return { fetch, tokens, http: createHttpClient({ fetch, baseUrl: '', orgCode: () => 'MERIDIAN', tokens }) };
}

describe('createHttpClient', () => {
  it('sends org header, bearer token, credentials and JSON body', async () => {
    const { fetch, http } = client(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    await expect(http('POST', '/x', { body: { a: 1 }, query: { s: ['a', 'b'], n: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/x?s=a&s=b&n=2');
    expect(init.headers).toMatchObject({
      'x-org': 'MERIDIAN',
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends FormData as multipart: the body untouched and no content type, so fetch adds the boundary', async () => {
    const { fetch, http } = client(
      new Response('{"uuid":"d1"}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const form = new FormData();
    form.append('documentType', 'PASSPORTFRONT');
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'passport.pdf');
    await expect(http('POST', '/documents', { body: form })).resolves.toEqual({ uuid: 'd1' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'x-org': 'MERIDIAN' });
  });

  it('answers a PDF as an ArrayBuffer', async () => {
    const { http } = client(
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    );
    const body = await http<ArrayBuffer>('GET', '/documents/note.pdf');
    expect(body).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(body)).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('answers a blob when asked, whatever the type, and still an HttpError for a refusal', async () => {
    const { http } = client(new Response('twelve bytes', { headers: { 'content-type': 'application/octet-stream' } }));
    const body = await http<Blob>('GET', '/files/notes.txt', { responseType: 'blob' });
    expect(body).toBeInstanceOf(Blob);
    expect(await body.text()).toBe('twelve bytes');
    const refused = client(
      new Response('{"status":401,"message":"Token state is invalid."}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(refused.http('GET', '/files/notes.txt', { responseType: 'blob' })).rejects.toBeInstanceOf(HttpError);
  });

  it('sends no Authorization header on external calls', async () => {
    const { fetch, http } = client(new Response(null, { status: 204 }));
    await http('GET', '/e', { external: true });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('authorization');
  });

  it('stores a jwt found in a response', async () => {
    const { tokens, http } = client(new Response('{"jwt":"new"}', { headers: { 'content-type': 'application/json' } }));
    await http('POST', '/login');
    expect(tokens.set).toHaveBeenCalledWith('new');
  });

  it('throws HttpError with status and the server message', async () => {
    const { http } = client(
      new Response('{"errors":[{"message":"Bad zip"},"Bad zip",""]}', {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(http('GET', '/z')).rejects.toMatchObject({ status: 400, message: 'Bad zip.' });
  });

  it('reports an unparseable JSON body', async () => {
    const { http } = client(new Response('{nope', { headers: { 'content-type': 'application/json' } }));
    await expect(http('GET', '/z')).rejects.toThrow('Response was not convertible to json');
  });

  it('refuses an HTML page answered with 200 (a proxy or captive portal) instead of handing it on as data', async () => {
    const { http } = client(
      new Response('<!doctype html><h1>Please wait</h1>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    await expect(http('GET', '/z')).rejects.toThrow('Response was not convertible to json');
  });
});

describe('errorMessageFrom', () => {
  it.each([
    ['a list of errors, once each', { errors: ['a', 'b.', 'a'] }, 'a, b.'],
    ['a message with and without its period, once', { errors: ['Invalid date', 'Invalid date.'] }, 'Invalid date.'],
    [
      'trailing spaces and periods, once',
      { errors: ['Invalid date. ', ' Invalid date..', 'Invalid  date'] },
      'Invalid date.',
    ],
    ['a trailing exclamation, once, kept', { errors: ['Try again!', 'Try again.'] }, 'Try again!'],
    ['entries of the message kind too', { errors: [{ message: 'Too many' }, 'Too many.'] }, 'Too many.'],
    ['blank entries dropped', { errors: [' ', '.', 'x'] }, 'x.'],
    ['a message', { message: 'Nope' }, 'Nope'],
    ['no body', null, 'Something unexpected happened'],
    ['an empty list of errors', { errors: [] }, 'Something unexpected happened'],
  ])('%s -> $2', (_name, data, message) => expect(errorMessageFrom(data)).toBe(message));
});

describe('isSessionEnded', () => {
  it.each([
    ['a 401', new HttpError(401, '', null), true],
    ["a 403 saying 'invalid signature'", new HttpError(403, '', { message: 'invalid signature' }), true],
    ["a 403 saying 'forbidden'", new HttpError(403, '', { message: 'forbidden' }), false],
    ['an error that is not HTTP', new Error('x'), false],
  ])('%s -> $2', (_name, error, ended) => expect(isSessionEnded(error)).toBe(ended));
});

it('buildUrl skips undefined values', () =>
  expect(buildUrl('/api', '/p', { a: undefined, b: true })).toBe('/api/p?b=true'));
