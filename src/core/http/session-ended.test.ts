import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type RequestOptions } from './http-client';
import { HttpError } from './http-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One call answered `response`; whether the client's session hook heard of it, and in which order. */
async function call(response: Response, options: RequestOptions = {}) {
  const heard: string[] = [];
  const http = createHttpClient({
    fetch: vi.fn(async () => response),
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => 'tok', set: vi.fn(), clear: vi.fn() },
    onSessionEnded: (error) => heard.push(`ended ${error.status}`),
  });
  await http('POST', '/service-profile/api/v1/feedback', options).catch((error: unknown) => {
    heard.push(`caller ${(error as HttpError).status}`);
  });
  return heard;
}

describe('an ended session, noticed by the one HTTP client for every call', () => {
  it.each([
    ['401', 401, { message: 'unauthenticated' }],
    ['403 invalid signature', 403, { message: 'invalid signature' }],
    ['403 Unauthenticated', 403, { status: 403, message: 'Unauthenticated' }],
  ])('%s: the hook hears it before the caller gets the error', async (_, status, body) => {
    expect(await call(json(status, body))).toEqual([`ended ${status}`, `caller ${status}`]);
  });

  it.each([
    ['a 403 that is a refusal', json(403, { message: 'Feedback to the CEO is only for the provider brand' }), {}],
    ['a 500', json(500, { message: 'boom' }), {}],
    [
      'a 401 the call answers itself (a wrong password)',
      json(401, { message: 'Invalid email or password' }),
      { sessionEnd: 'ignore' as const },
    ],
    [
      'a 401 of an external context, which sends no session',
      json(401, { message: 'unauthenticated' }),
      { external: true },
    ],
  ])('%s: only the caller hears it', async (_, response, options) => {
    expect(await call(response, options)).toEqual([`caller ${response.status}`]);
  });

  it('a success is not an ended session', async () => {
    expect(await call(json(201, { uuid: 'f-1' }))).toEqual([]);
  });
});
