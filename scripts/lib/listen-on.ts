import { serve } from '@hono/node-server';

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than the
 * pause between two calls of a test's request client, and a call sent as the server closes the
 * socket fails with ECONNRESET (seen in CI on `GET /__sandbox/feedback`). Browsers and Playwright
 * reuse sockets, so the server keeps them longer than any client waits between calls.
 */
export const IDLE_CONNECTION_MS = 120_000;

/** A server on loopback `port` (0: a free one) answering with `fetch`, once it listens. */
export function listenOn(port: number, fetch: Parameters<typeof serve>[0]['fetch']): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = IDLE_CONNECTION_MS;
      // Node requires the headers timeout above the keep-alive one, or it cuts a slow request's headers.
      server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
    }
    server.once('error', reject);
  });
}
