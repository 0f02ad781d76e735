import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, helocBody, register, uniqueEmail } from './test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from './test-support/test-sandbox';

const BANNERS = '/cdn/banners/heloc-banners.json';
const CREATE = '/service-application/api/v3/application/helocs';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

const addFault = (fault: Record<string, unknown>) => t.call('POST', '/__sandbox/faults', fault);

describe('fault kinds', () => {
  it('not-json answers an HTML page with the status (200 by default), and lists its kind', async () => {
    const created = await addFault({ method: 'GET', path: BANNERS, kind: 'not-json', times: 1 });
    expect(created.body).toMatchObject({ kind: 'not-json', status: null, times: 1 });
    expect(schemaProblems('sandbox-fault-list', { faults: [created.body] })).toEqual([]);
    const res = await t.sandbox.app.request(BANNERS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/^<!doctype html>/);
  });

  it('afterHandler lets the call through, then loses its answer: the application exists, the borrower got a 503', async () => {
    const email = uniqueEmail();
    const jwt = await register(t, email);
    await addFault({ method: 'POST', path: CREATE, status: 503, afterHandler: true, times: 1 });
    const lost = await t.call('POST', `${CREATE}?state=CA`, helocBody(), bearer(jwt));
    expect(lost.body).toEqual({ status: 503, message: 'Injected fault' });
    const held = (await t.call('GET', '/__sandbox/applications')).body as { applications: { email: string }[] };
    expect(held.applications.filter((a) => a.email === email)).toHaveLength(1);
  });

  it('abort closes the connection with no answer (over a real Node server)', async () => {
    await addFault({ method: 'GET', path: BANNERS, kind: 'abort', times: 1 });
    const server = serve({ fetch: t.sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(fetch(`http://127.0.0.1:${port}${BANNERS}`)).rejects.toThrow(TypeError);
      expect((await fetch(`http://127.0.0.1:${port}${BANNERS}`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
