import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { Sandbox } from '../../src/sandbox/create-sandbox';
import { isSandboxPath } from '../../src/sandbox/paths';
import {
  CACHE_CONTROL,
  COMPRESS_MIN_BYTES,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_TYPES as TYPES,
  HASHED_ASSETS_PATH,
  SECURITY_HEADERS,
} from './security-headers';

const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

/**
 * A body in the best encoding the browser accepts (brotli, then gzip), as a production CDN would
 * send it; each file is compressed once per server.
 */
function negotiate(
  cache: Map<string, Uint8Array<ArrayBuffer>>,
  key: string,
  body: Uint8Array<ArrayBuffer>,
  acceptEncoding: string,
): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || body.length < COMPRESS_MIN_BYTES) return { body, headers: { vary: 'accept-encoding' } };
  const cacheKey = `${encoding}:${key}`;
  let encoded = cache.get(cacheKey);
  if (!encoded) {
    encoded = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 }),
    );
    cache.set(cacheKey, encoded);
  }
  return { body: encoded, headers: { vary: 'accept-encoding', 'content-encoding': encoding } };
}

/**
 * Pages prerendered for one path (scripts/prerender.ts writes dist/<path>/index.html, the layout
 * any static host serves), by URL path without a trailing slash.
 */
async function prerenderedPages(dist: string): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  const pages = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const entry of await readdir(dist, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || entry.name !== 'index.html' || dirname(file) === dist) continue;
    pages.set(`/${relative(dist, dirname(file)).split(sep).join('/')}`, new Uint8Array(await readFile(file)));
  }
  return pages;
}

/**
 * The production build behind the strict CSP, with the sandbox on the same origin: static
 * files from dist/, the page itself for every other GET (the router takes over in the browser),
 * prerendered for the paths that have a dist/<path>/index.html.
 * Text files go out brotli- or gzip-compressed when the browser accepts it, as from a real CDN.
 */
export async function createProductionApp({
  dist,
  sandbox,
  compress = true,
}: {
  dist: string;
  sandbox: Sandbox;
  /** false: every file goes out as it is (a loopback run where compressing is only CPU taken). */
  compress?: boolean;
}): Promise<Hono> {
  const indexHtml = new Uint8Array(await readFile(join(dist, 'index.html')));
  const prerendered = await prerenderedPages(dist);
  const compressed = new Map<string, Uint8Array<ArrayBuffer>>();
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    const accepted = compress ? (c.req.header('accept-encoding') ?? '') : '';
    // The Node bindings (env) go along: a fault that drops the connection needs its socket.
    if (isSandboxPath(pathname)) return sandbox.app.fetch(c.req.raw, c.env);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.json({ status: 405, message: 'Method not allowed' }, 405);
    const file = normalize(join(dist, decodeURIComponent(pathname)));
    if (file.startsWith(dist + '/') && extname(file) && existsSync(file)) {
      // Hashed assets never change; brand data and the page itself must be re-checked.
      const cache = pathname.startsWith(HASHED_ASSETS_PATH) ? CACHE_CONTROL.hashedAssets : CACHE_CONTROL.other;
      const raw = new Uint8Array(await readFile(file));
      const { body, headers } = COMPRESSIBLE.has(extname(file))
        ? negotiate(compressed, file, raw, accepted)
        : { body: raw, headers: {} };
      return c.body(body, 200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
        ...headers,
      });
    }
    if (extname(pathname)) return c.json({ status: 404, message: `Not found: ${pathname}` }, 404);
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const html = prerendered.get(route);
    const page = negotiate(compressed, html ? `${route}/index.html` : 'index.html', html ?? indexHtml, accepted);
    return c.body(page.body, 200, {
      'content-type': TYPES['.html']!,
      'cache-control': CACHE_CONTROL.other,
      ...page.headers,
    });
  });
  return app;
}
