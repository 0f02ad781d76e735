import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxMiddleware } from './node-middleware';
import { borrowerWithApplication } from './test-support/borrowers';
import { createTestSandbox, type TestSandbox } from './test-support/test-sandbox';
import { BASE, PNG_BYTES } from './test-support/workflow-calls';

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

  it('carries a multipart upload in and a generated PDF out, byte for byte', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const auth = { authorization: `Bearer ${jwt}` };
    const form = new FormData();
    form.append('documentType', 'PASSPORTFRONT');
    form.append('file', new File([PNG_BYTES], 'passport.png', { type: 'image/png' }));
    const up = await fetch(`${base}${BASE(application.uuid)}/documents`, { method: 'POST', body: form, headers: auth });
    expect(up.status).toBe(201);
    expect(await up.json()).toMatchObject({ fileName: 'passport.png', size: PNG_BYTES.length });
    const pdf = await fetch(`${base}${BASE(application.uuid)}/documents/deed-of-trust.pdf`, { headers: auth });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const direct = await t.sandbox.app.request(`${BASE(application.uuid)}/documents/deed-of-trust.pdf`, {
      headers: auth,
    });
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
  });

  it.each(['/account/heloc/register', '/?x=/ft/'])('passes %s on to the next handler', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(await res.text()).toBe('from the web app');
  });
});
