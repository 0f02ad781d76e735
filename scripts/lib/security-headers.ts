/**
 * How every response of the production build is served: the security headers, the cache rules
 * and the content types. One source for both servers: the Node production server
 * (scripts/lib/production-server.ts) applies it directly, and `npm run deploy:config`
 * (scripts/deploy-config.ts) writes it into the nginx configuration in deploy/, which a test keeps
 * in step with this file.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // Two years, every subdomain (each lender is a <prefix>.<domain> host); browsers ignore it over plain http.
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  // No window the app opens (or that opens it) shares a browsing context group with it.
  'cross-origin-opener-policy': 'same-origin',
  // frame-ancestors 'none' for browsers that predate it.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
};

/** Hashed build output (dist/assets/): the name changes with the content, so it is kept a year. */
export const HASHED_ASSETS_PATH = '/assets/';
export const CACHE_CONTROL = {
  hashedAssets: 'public, max-age=31536000, immutable',
  // The page itself and the brand data keep their names: the browser re-checks them every time.
  other: 'no-cache',
} as const;

/** Content type by file extension; anything else is application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Extensions sent compressed (brotli or gzip) when the browser accepts it, from 1 KB up. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.html', '.js', '.css', '.json', '.svg', '.txt'];
export const COMPRESS_MIN_BYTES = 1024;
