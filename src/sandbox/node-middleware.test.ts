import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxMiddleware } from './node-middleware';
import { createTestSandbox, type TestSandbox } from './test-fixtures';

let t: TestSandbox;
let server: Server;
let base: string;

beforeEach(async () => {
  t = await createTestSandbox();
  const middleware = sandboxMiddleware(t.sandbox);
  // Stands in for Vite's connect stack: whatever the sandbox passes on is answered here.
  server = createServer((req, res) => middleware(req, res, () => res.end('from the web app')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.dispose();
});

describe('sandboxMiddleware', () => {
  it('hands sandbox paths, with their bodies, to the sandbox', async () => {
    const res = await fetch(`${base}/service-optimize/heloc/api/v1/feature?orgCode=BETA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ featureKey: 'fe-webchat', optimizeUser: { attributes: {} } }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ featureKey: 'fe-webchat', enabled: false, variables: {} });
  });

  it.each(['/account/heloc/register', '/?x=/ft/'])('passes %s on to the next handler', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(await res.text()).toBe('from the web app');
  });
});
