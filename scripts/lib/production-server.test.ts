import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/create-sandbox';
import { createProductionApp } from './production-server';
import { CACHE_CONTROL, SECURITY_HEADERS } from './security-headers';

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let dist: string;
let app: Awaited<ReturnType<typeof createProductionApp>>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'production-server-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<!doctype html><title>t</title>${'<p>page</p>'.repeat(200)}`);
  await writeFile(join(dist, 'assets', 'app.js'), script);
  await mkdir(join(dist, 'account', 'heloc', 'register-v2'), { recursive: true });
  await writeFile(
    join(dist, 'account', 'heloc', 'register-v2', 'index.html'),
    '<!doctype html><title>t</title><div id="root"><h1>Prerendered</h1></div>',
  );
  app = await createProductionApp({
    dist,
    sandbox: { app: { fetch: () => new Response('sandbox') } } as unknown as Sandbox,
  });
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('production server compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('sends a script as %s asks: %s', async (accept, encoding, decode) => {
    const response = await get('/assets/app.js', accept);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(decode(body).toString('utf8')).toBe(script);
  });

  it('sends the bytes as they are to a browser that accepts no encoding', async () => {
    const response = await get('/assets/app.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('sends every file as it is when made with compress: false (the screenshots, on loopback)', async () => {
    const plain = await createProductionApp({
      dist,
      sandbox: { app: { fetch: () => new Response('sandbox') } } as unknown as Sandbox,
      compress: false,
    });
    for (const path of ['/assets/app.js', '/account/heloc/2b1c/bank/autopay']) {
      const response = await plain.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toContain(path === '/assets/app.js' ? script : '<p>page</p>');
    }
  });

  it('compresses the page itself, served for every route, and keeps the security headers', async () => {
    const response = await get('/account/heloc/2b1c/bank/autopay', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toContain('<p>page</p>');
  });
});

describe('prerendered pages', () => {
  it.each(['/account/heloc/register-v2', '/account/heloc/register-v2/', '/account/heloc/register-v2?org=MERIDIAN'])(
    'serves dist/<path>/index.html at %s',
    async (path) => {
      const response = await get(path);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<h1>Prerendered</h1>');
    },
  );

  it.each(['/account/heloc/register-v2/home-address', '/account/heloc', '/'])(
    'serves the plain page elsewhere: %s',
    async (path) => {
      expect(await (await get(path)).text()).toContain('<p>page</p>');
    },
  );
});

describe('security headers and cache rules', () => {
  it.each(['/account/heloc/register-v2', '/assets/app.js', '/assets/missing.js', '/any/route'])(
    'sends every security header at %s',
    async (path) => {
      const response = await get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    },
  );

  it('sends HSTS, COOP and X-Frame-Options besides the CSP', async () => {
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('caches hashed assets for a year and makes the browser re-check pages', async () => {
    expect((await get('/assets/app.js')).headers.get('cache-control')).toBe(CACHE_CONTROL.hashedAssets);
    expect((await get('/account/heloc/register-v2')).headers.get('cache-control')).toBe(CACHE_CONTROL.other);
    expect(CACHE_CONTROL.hashedAssets).toContain('immutable');
  });
});
