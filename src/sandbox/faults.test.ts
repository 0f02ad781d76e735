import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pathMatches } from './stores/faults-store';
import { createTestSandbox, schemaProblems, type TestSandbox } from './test-support/test-sandbox';

const BANNERS = '/cdn/banners/heloc-banners.json';
const FEATURES = '/service-optimize/heloc/api/v1/features';
const featuresBody = { optimizeUser: { attributes: {} } };

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('pathMatches', () => {
  it.each([
    ['/cdn/banners/heloc-banners.json', '/cdn/banners/heloc-banners.json', true],
    ['/cdn/banners/heloc-banners.json', '/cdn/banners/heloc-banners-test.json', false],
    ['/cdn/*', '/cdn/banners/heloc-banners.json', true],
    ['/service-optimize/*', '/service-optimizer/x', false],
    ['/service-optimize*', '/service-optimizer/x', true],
    ['/cdn/banners', '/cdn/banners/heloc-banners.json', false],
  ])('%s vs %s -> %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('POST /__sandbox/faults', () => {
  it('injects the status `times` times, then answers normally', async () => {
    const created = await t.call('POST', '/__sandbox/faults', { method: 'GET', path: BANNERS, status: 503, times: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 1, method: 'GET', path: BANNERS, status: 503, delayMs: 0, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.call('GET', BANNERS)).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await t.call('GET', '/__sandbox/faults')).body).toEqual({ faults: [] });
  });

  it('answers the injected body', async () => {
    await t.call('POST', '/__sandbox/faults', { method: 'POST', path: FEATURES, status: 500 });
    const res = await t.call('POST', FEATURES, featuresBody);
    expect(res.body).toEqual({ status: 500, message: 'Injected fault' });
    expect(schemaProblems('api-error', res.body)).toEqual([]);
  });

  it('matches a prefix ending in * and only the given method', async () => {
    await t.call('POST', '/__sandbox/faults', { method: 'POST', path: '/service-optimize/*', status: 502 });
    expect((await t.call('POST', FEATURES, featuresBody)).status).toBe(502);
    expect((await t.call('POST', '/service-optimize/other/api/v2/decision', {})).status).toBe(502);
    expect((await t.call('GET', BANNERS)).status).toBe(200);
  });

  it('matches any method with *', async () => {
    await t.call('POST', '/__sandbox/faults', { method: '*', path: '/cdn/*', status: 404, times: 1 });
    expect((await t.call('GET', BANNERS)).status).toBe(404);
  });

  it('delays without changing the answer when no status is given', async () => {
    await t.call('POST', '/__sandbox/faults', { method: 'GET', path: BANNERS, delayMs: 120, times: 1 });
    const started = Date.now();
    const res = await t.call('GET', BANNERS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(res.status).toBe(200);
  });

  it('never faults control calls', async () => {
    await t.call('POST', '/__sandbox/faults', { method: '*', path: '/*', status: 500 });
    expect((await t.call('GET', '/__sandbox/faults')).status).toBe(200);
    expect((await t.call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await t.call('GET', BANNERS)).status).toBe(200);
  });

  it('removes one fault by id', async () => {
    const { body } = await t.call('POST', '/__sandbox/faults', { method: 'GET', path: BANNERS, status: 500 });
    expect((await t.call('DELETE', `/__sandbox/faults/${body.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/__sandbox/faults/${body.id}`)).status).toBe(404);
    expect((await t.call('GET', BANNERS)).status).toBe(200);
  });

  it.each([
    ['no method', { path: '/x', status: 500 }, 'method is required'],
    ['a relative path', { method: 'GET', path: 'x', status: 500 }, 'path must start with /'],
    ['status 700', { method: 'GET', path: '/x', status: 700 }, 'status must be at most 599'],
    ['zero times', { method: 'GET', path: '/x', status: 500, times: 0 }, 'times must be at least 1'],
    ['no fault to inject', { method: 'GET', path: '/x' }, 'status, delayMs or kind is required'],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.call('POST', '/__sandbox/faults', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('lists faults oldest first', async () => {
    await t.call('POST', '/__sandbox/faults', { method: 'GET', path: '/a', status: 500 });
    await t.call('POST', '/__sandbox/faults', { method: 'GET', path: '/b', delayMs: 5 });
    const res = await t.call('GET', '/__sandbox/faults');
    expect(res.body.faults.map((f: { path: string }) => f.path)).toEqual(['/a', '/b']);
    expect(schemaProblems('sandbox-fault-list', res.body)).toEqual([]);
  });
});
