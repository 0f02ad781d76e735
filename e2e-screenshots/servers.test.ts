import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, request } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServers, serverAt } from './servers';

const banner = {
  uuid: '0b7e0000-0000-4000-8000-0000000000b1',
  message: 'Our lender systems are down until 6 PM.',
  apps: ['heloc'],
  variant: 'warn',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2026-01-15T10:00:00Z', updatedAt: '2026-01-15T10:00:00Z' },
};

describe('the screenshot run’s servers', () => {
  let dist: string;
  let servers: Awaited<ReturnType<typeof openServers>>;
  let client: APIRequestContext;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'screenshot-servers-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>the app</title>');
    servers = await openServers({
      count: 2,
      basePort: 0,
      rootDir: resolve(import.meta.dirname, '..'),
      dist,
      now: new Date('2026-01-15T17:00:00Z'),
    });
    client = await request.newContext();
  }, 60_000);

  afterAll(async () => {
    await client.dispose();
    await servers.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('listen before their sandboxes are built, and answer once they are', async () => {
    expect(servers.origins).toHaveLength(2);
    const page = await client.get(`${servers.origins[1]}/dashboard`);
    expect(await page.text()).toContain('<title>the app</title>');
  }, 60_000);

  it('keep one worker’s sandbox state from the other’s', async () => {
    const [first, second] = servers.origins.map((origin) => serverAt(origin, client));
    await first!.control('PUT', '/__sandbox/banners', [banner]);
    await second!.control('PUT', '/__sandbox/banners', []);
    const published = async (origin: string) =>
      (await (await client.get(`${origin}/cdn/banners/heloc-banners.json`)).json()) as unknown[];
    expect(await published(servers.origins[0]!)).toHaveLength(1);
    expect(await published(servers.origins[1]!)).toEqual([]);
  }, 60_000);

  it('name the path and status of a refused call, not its body', async () => {
    const server = serverAt(servers.origins[0]!, client);
    await expect(
      server.call('POST', '/identity/api/v1/registration/register?organization=MERIDIAN', { email: 'x' }),
    ).rejects.toThrow(/^POST \/identity\/api\/v1\/registration\/register answered 4\d\d/);
  }, 60_000);
});
