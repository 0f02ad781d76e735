import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(() => t.dispose());

const report = {
  name: 'TypeError',
  message: 'x is undefined',
  pagePath: '/dashboard',
  release: '4f0c2e1',
  orgCode: 'ACME',
  source: 'error',
};

describe('POST /monitoring/api/v1/error-reports and /__sandbox/error-reports', () => {
  it('keeps reports with their brand, lists them oldest first and empties on DELETE', async () => {
    expect((await t.call('POST', '/monitoring/api/v1/error-reports', report, { 'x-org': 'ACME' })).status).toBe(204);
    await t.call('POST', '/monitoring/api/v1/error-reports', { ...report, message: 'second' }, { 'x-org': 'ACME' });
    const listed = await t.call('GET', '/__sandbox/error-reports');
    expect(schemaProblems('sandbox-error-reports', listed.body)).toEqual([]);
    expect(listed.body.reports.map((r: { report: { message: string } }) => r.report.message)).toEqual([
      'x is undefined',
      'second',
    ]);
    expect(listed.body.reports[0]).toMatchObject({ org: 'ACME', receivedAt: '2025-03-03T12:00:00.000Z' });
    await t.call('DELETE', '/__sandbox/error-reports');
    expect((await t.call('GET', '/__sandbox/error-reports')).body.reports).toEqual([]);
  });

  it('400 naming the field for a report without a message', async () => {
    const res = await t.call('POST', '/monitoring/api/v1/error-reports', { ...report, message: undefined });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('message is required');
  });
});
