import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSandboxPath } from '../paths';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { SANDBOX_RUNTIME_CONFIG } from './runtime-config';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

const staging = {
  environment: 'staging',
  errorReports: { endpoint: '/errors/api/reports' },
  telemetry: { vitalsSampleRate: 0.1 },
};

describe('GET /config.json and /__sandbox/runtime-config', () => {
  it('serves the local configuration, never from a cache, and the servers send the path to the sandbox', async () => {
    const res = await t.call('GET', '/config.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SANDBOX_RUNTIME_CONFIG);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(isSandboxPath('/config.json')).toBe(true);
    expect(isSandboxPath('/config.jso')).toBe(false);
    // The error reports it names reach the sandbox too (the servers answered 405 before).
    expect(isSandboxPath(SANDBOX_RUNTIME_CONFIG.errorReports.endpoint!)).toBe(true);
  });

  it('a test replaces it, a DELETE or a reset puts the local one back', async () => {
    expect((await t.call('PUT', '/__sandbox/runtime-config', staging)).status).toBe(200);
    expect((await t.call('GET', '/config.json')).body).toEqual(staging);
    await t.call('DELETE', '/__sandbox/runtime-config');
    expect((await t.call('GET', '/config.json')).body).toEqual(SANDBOX_RUNTIME_CONFIG);
    await t.call('PUT', '/__sandbox/runtime-config', staging);
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', '/config.json')).body).toEqual(SANDBOX_RUNTIME_CONFIG);
  });

  it.each([
    ['an unknown environment', { ...staging, environment: 'dev' }, 'environment'],
    ['a rate over 1', { ...staging, telemetry: { vitalsSampleRate: 1.5 } }, 'vitalsSampleRate'],
    ['an http endpoint', { ...staging, errorReports: { endpoint: 'http://errors.example/' } }, 'endpoint'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await t.call('PUT', '/__sandbox/runtime-config', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect((await t.call('GET', '/config.json')).body).toEqual(SANDBOX_RUNTIME_CONFIG);
  });
});
