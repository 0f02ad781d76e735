import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import type { Sandbox } from '../../src/sandbox/create-sandbox';
import { isSandboxPath } from '../../src/sandbox/paths';
import { SECURITY_HEADERS } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

/**
 * The production build behind the strict CSP, with the sandbox on the same origin: static
 * files from dist/, the page itself for every other GET (the router takes over in the browser).
 */
export async function createProductionApp({ dist, sandbox }: { dist: string; sandbox: Sandbox }): Promise<Hono> {
  const indexHtml = new Uint8Array(await readFile(join(dist, 'index.html')));
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (isSandboxPath(pathname)) return sandbox.app.fetch(c.req.raw);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ status: 405, message: 'Method not allowed' }, 405);
    const file = normalize(join(dist, decodeURIComponent(pathname)));
    if (file.startsWith(dist + '/') && extname(file) && existsSync(file)) {
      // Hashed assets never change; brand data and the page itself must be re-checked.
      const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(new Uint8Array(await readFile(file)), 200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    }
    if (extname(pathname)) return c.json({ status: 404, message: `Not found: ${pathname}` }, 404);
    return c.body(indexHtml, 200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
  });
  return app;
}
