import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../platform/platform-copy';
import { SESSION_SETTINGS } from '../session/session-settings';
import { createHttpClient, type Timers } from './http-client';
import faultCopy from '@flows/faults/copy.json';
import { failureMessage, FetchError, HttpError, RequestError, RequestTimeoutError } from './http-error';
import { isTransient, retry } from './retry';

/** Timers the test fires by hand: `advance(ms)` runs every callback due by then. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due]) {
      if (timer.at <= now) {
        due.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance, pending: () => due.size };
}

/** A fetch that never answers until its signal aborts, as a hung server. */
function hangingFetch() {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

const tokens = { get: () => null, set: () => undefined, clear: () => undefined };

function clientWith(fetch: typeof globalThis.fetch, timers?: Timers, timeoutMs?: number) {
  return createHttpClient({ fetch, baseUrl: '', orgCode: () => 'MERIDIAN', tokens, timers, timeoutMs });
}

describe('the HTTP client when the call fails without an answer', () => {
  it("raises 'Response was not defined' (status 0, no response) when fetch itself fails", async () => {
    const dropped = new TypeError('Failed to fetch');
    const http = clientWith(vi.fn(() => Promise.reject(dropped)));
    const error = (await http('GET', '/x').catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe('Response was not defined');
    expect(error.message).toBe(catalogue.responseNotDefined);
    expect(error).toMatchObject({ response: undefined, status: 0, statusText: '', body: undefined, cause: dropped });
    expect(isTransient(error)).toBe(true);
  });

  it('aborts a call with no answer after the timeout and raises a retryable timeout error', async () => {
    const clock = fakeClock();
    const fetch = hangingFetch();
    const http = clientWith(fetch, clock.timers, 5000);
    const pending = http('GET', '/slow').catch((e: unknown) => e);
    clock.advance(4999);
    expect(clock.pending()).toBe(1);
    clock.advance(1);
    const error = (await pending) as RequestTimeoutError;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.timeoutMs).toBe(5000);
    expect(error.message).toBe(SESSION_SETTINGS.http.timeoutMessage);
    expect(failureMessage(error)).toBe(SESSION_SETTINGS.http.timeoutMessage);
    expect(isTransient(error)).toBe(true);
    expect((fetch.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('uses the timeout of flows/platform/session.json by default, the upload one for multipart', async () => {
    const clock = fakeClock();
    const http = clientWith(hangingFetch(), clock.timers);
    const plain = http('GET', '/slow').catch((e: unknown) => e);
    const upload = http('POST', '/upload', { body: new FormData() }).catch((e: unknown) => e);
    clock.advance(SESSION_SETTINGS.http.requestTimeoutMs);
    expect(await plain).toMatchObject({ timeoutMs: SESSION_SETTINGS.http.requestTimeoutMs });
    expect(clock.pending()).toBe(1);
    clock.advance(SESSION_SETTINGS.http.uploadTimeoutMs - SESSION_SETTINGS.http.requestTimeoutMs);
    expect(await upload).toMatchObject({ timeoutMs: SESSION_SETTINGS.http.uploadTimeoutMs });
  });

  it('clears the timer once the answer came, so a finished call never times out', async () => {
    const clock = fakeClock();
    const http = clientWith(
      vi.fn(async () => new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })),
      clock.timers,
    );
    await expect(http('GET', '/x')).resolves.toEqual({ a: 1 });
    expect(clock.pending()).toBe(0);
  });

  it("keeps the caller's own cancel an AbortError, not a request error", async () => {
    const clock = fakeClock();
    const http = clientWith(hangingFetch(), clock.timers);
    const controller = new AbortController();
    const pending = http('GET', '/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(RequestError);
    expect(clock.pending()).toBe(0);
  });

  it('the retry helper tries a timed-out call again and succeeds when the server answers', async () => {
    const clock = fakeClock();
    let calls = 0;
    const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) {
        const hung = hangingFetch()(url, init);
        queueMicrotask(() => clock.advance(1000));
        return hung;
      }
      return Promise.resolve(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    });
    const http = clientWith(fetch, clock.timers, 1000);
    const waits: number[] = [];
    const sleep = (ms: number) => (waits.push(ms), Promise.resolve());
    await expect(retry(() => http('GET', '/x'), { sleep })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(waits).toEqual([1000]);
  });
});

describe("the fetch error behind a failed answer ('Error fetching')", () => {
  const answer = (status: number, body: unknown) =>
    clientWith(
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it("carries status and data, with 'Error fetching' when the server gives no status words", async () => {
    const error = (await answer(502, { errors: ['Upstream down'] })('GET', '/x').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Upstream down.');
    expect(error.cause).toBeInstanceOf(FetchError);
    expect(error.cause).toMatchObject({ status: 502, data: { errors: ['Upstream down'] }, message: 'Error fetching' });
    expect(error.cause.message).toBe(catalogue.errorFetching);
  });

  it("takes the server's status field as its message when there is one", async () => {
    const error = (await answer(503, { status: 'SERVICE_UNAVAILABLE' })('GET', '/x').catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.cause.message).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(catalogue.unexpected);
    expect(isTransient(error)).toBe(true);
  });
});

describe('a body too large to be taken (413)', () => {
  const answer = (body: string, type: string) =>
    clientWith(vi.fn(async () => new Response(body, { status: 413, headers: { 'content-type': type } })));

  it.each([
    ['an HTML page from a proxy', '<html><body>413 Request Entity Too Large</body></html>', 'text/html'],
    ['JSON in other words', '{"status":413,"message":"Payload Too Large"}', 'application/json'],
  ])("reads as the flows' words, whatever the body: %s", async (_name, body, type) => {
    const error = await answer(body, type)('POST', '/upload', { body: new FormData() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(failureMessage(error)).toBe(faultCopy.tooLarge.message);
  });
});

describe('the base URL', () => {
  it('is read per call when given as a function, so the base-URL flag can set it after start', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response(null, { status: 204 }));
    let base = '';
    const http = createHttpClient({ fetch, baseUrl: () => base, orgCode: () => 'MERIDIAN', tokens });
    await http('GET', '/a');
    base = 'https://api-test.heloc.example';
    await http('GET', '/b');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/a', 'https://api-test.heloc.example/b']);
  });
});
