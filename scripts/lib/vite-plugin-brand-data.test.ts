import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../generate/generate-project';
import { createFixtureProject, type FixtureProject } from './test-support/fixture-project';
import { STALE_MESSAGE } from './input-hash';
import { brandDataPlugin } from './vite-plugin-brand-data';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
type Hook = (...args: unknown[]) => unknown;

let fx: FixtureProject;
const servers: http.Server[] = [];

/** Runs the middleware the plugin registers behind a real HTTP server, mounted the way connect mounts it. */
async function serve(hook: 'configureServer' | 'configurePreviewServer'): Promise<string> {
  const plugin = brandDataPlugin(fx.rootDir);
  (plugin.configResolved as Hook)({ root: fx.rootDir, build: { outDir: 'dist' } });
  let mount = '';
  let handler: Handler | undefined;
  (plugin[hook] as Hook)({ middlewares: { use: (m: string, h: Handler) => ((mount = m), (handler = h)) } });
  const server = http.createServer((req, res) => {
    req.url = req.url!.slice(mount.length) || '/';
    handler!(req, res, () => res.writeHead(418).end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** http.request sends the path as written, so `..` reaches the server (fetch would normalise it). */
function request(
  host: string,
  rawPath: string,
  method = 'GET',
): Promise<{ status: number; type: string; body: string }> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port: Number(port), path: rawPath, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fx = await createFixtureProject();
  await generate({ rootDir: fx.rootDir });
  await mkdir(path.join(fx.rootDir, 'dist/brand-data/orgs'), { recursive: true });
  await writeFile(path.join(fx.rootDir, 'dist/brand-data/orgs/BUILT.json'), '{"orgCode":"BUILT"}');
});
afterAll(async () => {
  for (const s of servers) s.close();
  await fx.cleanup();
});

describe('brandDataPlugin dev server', () => {
  it.each([
    {
      path: '/brand-data/orgs/ALPHA.json',
      status: 200,
      type: 'application/json; charset=utf-8',
      body: '"orgCode":"ALPHA"',
    },
    {
      path: '/brand-data/hosts/beta.json',
      status: 200,
      type: 'application/json; charset=utf-8',
      body: '{"orgCode":"BETA"}',
    },
    { path: '/brand-data/logos/ALPHA.svg', status: 200, type: 'image/svg+xml', body: '<svg' },
    {
      path: '/brand-data/orgs/NOPE.json',
      status: 404,
      type: 'application/json; charset=utf-8',
      body: '{"status":404,"message":"No brand data at /brand-data/orgs/NOPE.json"}',
    },
    {
      path: '/brand-data/../brand-index.ts',
      status: 400,
      type: 'application/json; charset=utf-8',
      body: '"status":400',
    },
    {
      path: '/brand-data/orgs/%2e%2e/%2e%2e/brand-index.ts',
      status: 400,
      type: 'application/json; charset=utf-8',
      body: '"status":400',
    },
  ])('GET $path -> $status', async ({ path: rawPath, status, type, body }) => {
    const res = await request(await serve('configureServer'), rawPath);
    expect(res).toMatchObject({ status, type });
    expect(res.body).toContain(body);
  });

  it('serves a brand as generated again, without a restart', async () => {
    const host = await serve('configureServer');
    expect((await request(host, '/brand-data/orgs/BETA.json')).body).toContain('"displayName":"BETA Home Equity"');
    await fx.editManifest('BETA', (m) => void (m.displayName = 'Beta Renamed'));
    await generate({ rootDir: fx.rootDir });
    expect((await request(host, '/brand-data/orgs/BETA.json')).body).toContain('"displayName":"Beta Renamed"');
    await fx.editManifest('BETA', (m) => void (m.displayName = 'BETA Home Equity'));
    await generate({ rootDir: fx.rootDir });
  });

  it('leaves other methods to the next middleware', async () => {
    expect((await request(await serve('configureServer'), '/brand-data/orgs/ALPHA.json', 'POST')).status).toBe(418);
  });
});

describe('brandDataPlugin build', () => {
  it('serves the built copy in preview', async () => {
    const host = await serve('configurePreviewServer');
    expect((await request(host, '/brand-data/orgs/BUILT.json')).body).toBe('{"orgCode":"BUILT"}');
    expect((await request(host, '/brand-data/orgs/ALPHA.json')).status).toBe(404);
  });

  it('emits every brand data file as an asset', async () => {
    const emitFile = vi.fn();
    await (brandDataPlugin(fx.rootDir).generateBundle as Hook).call({ emitFile });
    const names = emitFile.mock.calls.map(([asset]) => asset.fileName).sort();
    expect(names).toContain('brand-data/orgs/ALPHA.json');
    expect(names).toContain('brand-data/hosts/alpha-ny.json');
    expect(names).toContain('brand-data/logos/BETA.svg');
    expect(emitFile.mock.calls.every(([asset]) => asset.type === 'asset')).toBe(true);
  });

  it('fails buildStart once src/generated is stale', async () => {
    const buildStart = brandDataPlugin(fx.rootDir).buildStart as Hook;
    await expect(buildStart()).resolves.toBeUndefined();
    await fx.editManifest('BETA', (m) => void (m.displayName = 'Renamed'));
    await expect(buildStart()).rejects.toThrow(STALE_MESSAGE);
  });
});
