import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const BANNERS = '/cdn/banners/heloc-banners.json';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('/__sandbox/flags', () => {
  it('merges overrides on PUT, lists them on GET and clears them on DELETE', async () => {
    expect((await t.call('GET', '/__sandbox/flags')).body).toEqual({});
    await t.call('PUT', '/__sandbox/flags', { 'fe-heloc-maintenance': true });
    const res = await t.call('PUT', '/__sandbox/flags', { 'fe-webchat': false });
    expect(res.body).toEqual({ 'fe-heloc-maintenance': true, 'fe-webchat': false });
    expect(schemaProblems('sandbox-flag-overrides', res.body)).toEqual([]);
    expect((await t.call('DELETE', '/__sandbox/flags')).status).toBe(204);
    expect((await t.call('GET', '/__sandbox/flags')).body).toEqual({});
  });

  it.each([
    ['an unknown flag', { 'fe-heloc-nope': true }, "Unknown flag key 'fe-heloc-nope'", '/fe-heloc-nope'],
    ['a flag set to "yes"', { 'fe-webchat': 'yes' }, 'fe-webchat must be a boolean', '/fe-webchat'],
    ['a list', [], 'Request body must be an object', ''],
  ])('400 for %s', async (_name, body, message, pointer) => {
    const res = await t.call('PUT', '/__sandbox/flags', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].pointer).toBe(pointer);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.call('PUT', '/__sandbox/flags', 'fe-webchat=true');
    expect(res.body).toEqual({ status: 400, message: 'Request body is not valid JSON' });
  });
});

describe('POST /__sandbox/reset', () => {
  it('clears telemetry, overrides and faults, and reseeds banners and hours', async () => {
    const seeded = (await t.call('GET', BANNERS)).body;
    await t.call('PUT', '/__sandbox/flags', { 'fe-webchat': false });
    await t.call('POST', '/__sandbox/faults', { method: 'GET', path: '/x', status: 500 });
    await t.call('POST', '/ft/heloc/session', { platform: 'WEB', libVersion: '2.2.24' });
    await t.call('PUT', '/__sandbox/banners', []);
    await t.call('PUT', '/__sandbox/hours/OPS_CHAT', [
      { weekday: 'MONDAY', weekdayValue: 1, isOpen: false, startTime: '00:00', endTime: '00:00' },
    ]);

    expect((await t.call('POST', '/__sandbox/reset')).status).toBe(204);

    expect((await t.call('GET', '/__sandbox/flags')).body).toEqual({});
    expect((await t.call('GET', '/__sandbox/faults')).body).toEqual({ faults: [] });
    expect((await t.call('GET', '/__sandbox/telemetry')).body).toEqual({ sessions: [], events: [], duplicates: 0 });
    expect((await t.call('GET', BANNERS)).body).toEqual(seeded);
    expect((await t.call('GET', '/service-operating-hours/external/api/v1/hours/OPS_CHAT')).body).toHaveLength(7);
  });

  it('restarts fault ids, so tests see the same ids every run', async () => {
    await t.call('POST', '/__sandbox/faults', { method: 'GET', path: '/x', status: 500 });
    await t.sandbox.reset();
    expect((await t.call('POST', '/__sandbox/faults', { method: 'GET', path: '/x', status: 500 })).body.id).toBe(1);
  });
});

describe('other control calls and unknown routes', () => {
  it('answers health', async () => {
    expect((await t.call('GET', '/__sandbox/health')).body).toEqual({ ok: true });
  });

  it('clears telemetry on DELETE', async () => {
    await t.call('POST', '/ft/heloc/session', { platform: 'WEB', libVersion: '2.2.24' });
    expect((await t.call('DELETE', '/__sandbox/telemetry')).status).toBe(204);
    expect((await t.call('GET', '/__sandbox/telemetry')).body.sessions).toEqual([]);
  });

  it.each([
    ['GET', '/service-application/api/v2/application/heloc/all'],
    ['DELETE', '/cdn/banners/heloc-banners.json'],
    ['GET', '/__sandbox/nope'],
  ])('404 JSON for %s %s', async (method, path) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: `No sandbox route for ${method} ${path}` });
  });
});
