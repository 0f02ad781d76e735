import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run dev`: the Vite dev server as the README starts it, with brand data and the sandbox on its origin. */
describe('dev server', () => {
  let server: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    server = await createServer({
      configFile: path.join(ROOT, 'vite.config.ts'),
      configLoader: 'runner',
      logLevel: 'silent',
      server: { port: 0, strictPort: false, hmr: false, watch: null },
    });
    await server.listen();
    origin = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the app, a brand from the generated pack and the sandbox', async () => {
    const page = await fetch(`${origin}/account/heloc/register-v2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const brand = await fetch(`${origin}/brand-data/orgs/MERIDIAN.json`);
    expect(brand.status).toBe(200);
    expect(await brand.json()).toMatchObject({ orgCode: 'MERIDIAN', logoUrl: '/brand-data/logos/MERIDIAN.svg' });
    const sandbox = await fetch(`${origin}/__sandbox/applications`);
    expect(sandbox.status).toBe(200);
    expect(await sandbox.json()).toHaveProperty('applications');
  });

  it('carries the chat socket on its own origin', async () => {
    const init = await fetch(`${origin}/service-csp/external/api/v1/twilio/initWebChat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dev',
        email: 'dev@example.com',
        pageUrl: '/',
        chatMode: 'agent',
        orgCode: 'MERIDIAN',
      }),
    });
    const { token } = (await init.json()) as { token: string };
    const ws = new WebSocket(
      `${origin.replace('http', 'ws')}/service-omni-proxy/socket?token=${encodeURIComponent(token)}`,
    );
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(String(data)));
      ws.once('error', reject);
    });
    ws.close();
    expect(JSON.parse(first)).toEqual({ type: 'status', status: 'waiting' });
  });
});
