import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BRAND_DATA_BASE } from '../generate/emit-brand-data';

export { BRAND_DATA_BASE };

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

type Next = (error?: unknown) => void;

/**
 * Serves files under baseDir for requests already stripped of the /brand-data mount (connect
 * does that). Missing files get a JSON 404 rather than the SPA's index.html, so the brand
 * resolver can tell "no such brand" from a page; `..` never leaves baseDir.
 */
export function createBrandDataMiddleware(baseDir: () => string) {
  // connect ignores returned promises, so failures are handed to next() explicitly.
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    serve(baseDir(), req, res, next).catch(next);
  };
}

async function serve(baseDir: string, req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  let pathname: string;
  try {
    pathname = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  } catch {
    return sendJson(res, 400, 'Malformed brand data path');
  }
  const root = path.resolve(baseDir);
  const target = path.resolve(root, `.${pathname}`);
  const escapes = pathname.split(/[\\/]/).includes('..') || pathname.includes('\0') || !target.startsWith(root + path.sep);
  if (escapes) return sendJson(res, 400, 'Brand data paths may not leave the brand data folder');
  const type = CONTENT_TYPES[path.extname(target)];
  const isFile = type !== undefined && (await stat(target).then((s) => s.isFile(), () => false));
  if (!isFile) return sendJson(res, 404, `No brand data at ${BRAND_DATA_BASE}${pathname}`);
  const body = await readFile(target);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A logo opened on its own must not be able to run anything either.
  if (type === CONTENT_TYPES['.svg']) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ status, message });
  res.statusCode = status;
  res.setHeader('Content-Type', CONTENT_TYPES['.json']!);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
