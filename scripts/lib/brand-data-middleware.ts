import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BRAND_DATA_BASE } from '../generate/emit-brand-data';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

type Next = (error?: unknown) => void;

/** The bytes of a brand data file by its path below /brand-data (say `orgs/ALPHA.json`), or undefined when there is none. */
export type BrandDataSource = (relPath: string) => Promise<Buffer | undefined>;

/** Files under a folder (a build's dist/brand-data). */
export function folderSource(baseDir: () => string): BrandDataSource {
  return async (relPath) => {
    const target = path.join(baseDir(), relPath);
    const isFile = await stat(target).then(
      (s) => s.isFile(),
      () => false,
    );
    return isFile ? readFile(target) : undefined;
  };
}

/** Entries of a brand data pack (src/generated/brand-data.json, see brand-data-pack.ts). */
export function packSource(pack: () => Promise<Readonly<Record<string, string>>>): BrandDataSource {
  return async (relPath) => {
    const entries = await pack();
    return Object.hasOwn(entries, relPath) ? Buffer.from(entries[relPath]!, 'utf8') : undefined;
  };
}

/**
 * Serves brand data files for requests already stripped of the /brand-data mount (connect does
 * that). Missing files get a JSON 404 rather than the SPA's index.html, so the brand resolver
 * can tell "no such brand" from a page; a path with `..` is refused before the source sees it.
 */
export function createBrandDataMiddleware(source: BrandDataSource) {
  // connect ignores returned promises, so failures are handed to next() explicitly.
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    serve(source, req, res, next).catch(next);
  };
}

async function serve(source: BrandDataSource, req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  let pathname: string;
  try {
    pathname = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  } catch {
    return sendJson(res, 400, 'Malformed brand data path');
  }
  const segments = pathname.split(/[\\/]/).filter(Boolean);
  const escapes = segments.includes('..') || segments.includes('.') || pathname.includes('\0');
  if (escapes) return sendJson(res, 400, 'Brand data paths may not leave the brand data folder');
  const relPath = segments.join('/');
  const type = CONTENT_TYPES[path.extname(relPath)];
  const body = type === undefined ? undefined : await source(relPath);
  if (!body || type === undefined) return sendJson(res, 404, `No brand data at ${BRAND_DATA_BASE}${pathname}`);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A logo opened on its own must not be able to run anything either.
  if (type === CONTENT_TYPES['.svg'])
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ status, message });
  res.statusCode = status;
  res.setHeader('Content-Type', CONTENT_TYPES['.json']!);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
