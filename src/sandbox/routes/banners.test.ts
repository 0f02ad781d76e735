import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const PRODUCTION = '/cdn/banners/heloc-banners.json';
const TEST_FILE = '/cdn/banners/heloc-banners-test.json';

const banner = {
  uuid: 'b-1',
  message: 'Hello',
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: false,
  metadata: { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-02T00:00:00.000+01:00' },
};

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('GET /cdn/banners/*', () => {
  it.each([PRODUCTION, TEST_FILE])('%s serves the seed, uncached', async (path) => {
    const res = await t.call('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(schemaProblems('banner-list', res.body)).toEqual([]);
    expect(res.body.some((b: { active: boolean }) => !b.active)).toBe(true);
    expect(res.body.some((b: { dismissable: boolean }) => b.dismissable)).toBe(true);
  });
});

describe('PUT /__sandbox/banners', () => {
  it('replaces both files', async () => {
    expect((await t.call('PUT', '/__sandbox/banners', [banner])).status).toBe(200);
    expect((await t.call('GET', PRODUCTION)).body).toEqual([banner]);
    expect((await t.call('GET', TEST_FILE)).body).toEqual([banner]);
  });

  it('replaces one file with ?file=', async () => {
    await t.call('PUT', '/__sandbox/banners?file=test', []);
    expect((await t.call('GET', TEST_FILE)).body).toEqual([]);
    expect((await t.call('GET', PRODUCTION)).body.length).toBeGreaterThan(0);
  });

  it.each([
    ['a banner for no app', [{ ...banner, apps: [] }], 'Request body[0].apps must have at least 1 item'],
    ['an error banner', [{ ...banner, variant: 'error' }], 'Request body[0].variant must be one of info, warn'],
    [
      'a banner created "yesterday"',
      [{ ...banner, metadata: { createdAt: 'yesterday', updatedAt: banner.metadata.updatedAt } }],
      'Request body[0].metadata.createdAt must be an ISO 8601 date-time such as 2025-01-31T17:00:00Z',
    ],
    ['an object instead of a list', { banners: [] }, 'Request body must be an array'],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.call('PUT', '/__sandbox/banners', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('400 for an unknown file', async () => {
    const res = await t.call('PUT', '/__sandbox/banners?file=staging', []);
    expect(res.body.message).toBe('file must be one of production, test');
  });
});
