import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import type { Hono } from 'hono';
import { listenOn } from '../scripts/lib/listen-on';
import type { AppServer } from '../scripts/screenshots/app-server';

/**
 * One production server with a fresh in-memory sandbox per worker, in the main process: each
 * listens at once and answers once its sandbox is up, which it builds while the workers start
 * and Chromium launches (the sandbox's code and schemas are loaded and compiled once for all).
 * A worker only talks to its own (port + its parallel index), so a flag or fault set for one
 * picture never shows in another worker's.
 */
export async function openServers(options: {
  count: number;
  /** Server n listens on basePort + n; 0: each on a free port. */
  basePort: number;
  rootDir: string;
  dist: string;
  now: Date;
}) {
  const apps = Array.from({ length: options.count }, () => deferred<Hono>());
  const listening = await Promise.all(
    apps.map(({ promise }, index) =>
      listenOn(options.basePort === 0 ? 0 : options.basePort + index, async (request, env) =>
        (await promise).fetch(request, env),
      ),
    ),
  );
  const sandboxes: { close(): Promise<void> }[] = [];
  // Not awaited: the run goes on while they build; a request waits for its server's, or gets its error.
  void (async () => {
    // Imported here: nothing of the sandbox is loaded before the run needs it.
    const { createSandbox } = await import('../src/sandbox/create-sandbox');
    const { createProductionApp } = await import('../scripts/lib/production-server');
    // One after the other: the second reuses the first's compiled schemas.
    for (const { resolve } of apps) {
      const sandbox = await createSandbox({
        rootDir: options.rootDir,
        dataFile: null,
        now: () => new Date(options.now),
      });
      sandboxes.push(sandbox);
      // Files uncompressed: on loopback, brotli (quality 9, once per file and server) is only CPU
      // taken from the run, about 1.6 s for the build's 1.8 MB of scripts and styles.
      resolve(await createProductionApp({ dist: options.dist, sandbox, compress: false }));
    }
  })().catch((error: unknown) => apps.forEach(({ reject }) => reject(error)));
  return {
    origins: listening.map((server) => `http://localhost:${(server.address() as AddressInfo).port}`),
    async close() {
      await Promise.all(listening.map((server) => new Promise((resolve) => server.close(resolve))));
      await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  // A failure is reported by the requests that wait for it; until one does, it is not unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * A worker's handle on its server: the sandbox's controls and the web app's calls, over HTTP with
 * Playwright's client (Node's fetch refuses the default port, 4190, as a "bad port").
 */
export function serverAt(origin: string, request: APIRequestContext): AppServer {
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await request.fetch(`${origin}${path}`, { method, headers, data: body });
    // The error names only the path and status: a register or sign-in body must not reach a log.
    if (!res.ok())
      throw new Error(`${method} ${path.split('?')[0]} answered ${res.status()}: ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  return {
    origin,
    async control(method, path, body) {
      await send(method, path, body);
    },
    async call(method, path, body, headers) {
      return (await (await send(method, path, body, headers)).json()) as never;
    },
    // The main process closes it when the run ends.
    close: async () => undefined,
  };
}
