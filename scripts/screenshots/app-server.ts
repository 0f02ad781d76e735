import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../src/sandbox/create-sandbox';
import { listenOn } from '../lib/listen-on';
import { createProductionApp } from '../lib/production-server';

export interface AppServer {
  /** http://localhost:<port>, the origin pages are loaded from. */
  origin: string;
  /** A sandbox control call (/__sandbox/...); throws unless the answer is 2xx. */
  control(method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<void>;
  /** A call the web app makes, with a JSON body and headers; its JSON answer, or throws unless 2xx. */
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  close(): Promise<void>;
}

/**
 * dist/ behind the production server (strict CSP) with a fresh in-memory sandbox, on the given
 * loopback port (default: a random one). Each screenshot worker gets its own, so one worker's flag
 * or fault never shows in another worker's picture; its sandbox clock is pinned (`now`), so the
 * footer's open status does not depend on when the run happens. The bench serves its stock-RJSF
 * baseline with `csp`: that page compiles its validators at run time, which the product's CSP stops.
 */
export async function startAppServer(options: {
  rootDir: string;
  dist: string;
  now?: Date;
  port?: number;
  csp?: string;
}): Promise<AppServer> {
  const { now, csp } = options;
  const sandbox = await createSandbox({ rootDir: options.rootDir, dataFile: null, now: now && (() => new Date(now)) });
  const app = await createProductionApp({ dist: options.dist, sandbox });
  const fetch = async (request: Request) => {
    const response = await app.fetch(request);
    if (csp) response.headers.set('content-security-policy', csp);
    return response;
  };
  const server = await listenOn(options.port ?? 0, fetch);
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async control(method, path, body) {
      const init: RequestInit =
        body === undefined
          ? { method }
          : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const res = await fetch(new Request(`${origin}${path}`, init));
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    },
    async call(method, path, body, headers = {}) {
      const res = await fetch(
        new Request(`${origin}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      );
      // The answer names only the path and status: a register or sign-in body must not reach a log.
      if (!res.ok)
        throw new Error(`${method} ${path.split('?')[0]} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return (await res.json()) as never;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
