import { vi } from 'vitest';

/** A fake back end: "METHOD /path" to [status, body] (an ArrayBuffer body answers as PDF); anything else is a 404. Tests only. */
export type FakeRoutes = Record<string, [number, unknown] | ((init: RequestInit, url: URL) => [number, unknown])>;

export function fakeFetch(routes: FakeRoutes) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const [status, body] = typeof entry === 'function' ? entry(init, url) : (entry ?? [404, { message: 'Not found' }]);
    if (body instanceof ArrayBuffer)
      return new Response(body, { status, headers: { 'content-type': 'application/pdf' } });
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}
