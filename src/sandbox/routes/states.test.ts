import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const BASE = '/service-application/external/api';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('GET .../v2/heloc/states-eligibility', () => {
  it.each([
    ['BETA by header: NJ and NY eligible', { 'x-org': 'BETA' }, '', ['NJ', 'NY']],
    ['BETA by orgCode: NJ and NY eligible', {}, '?orgCode=BETA', ['NJ', 'NY']],
    ['no brand named: the default brand, CA, FL and TX eligible', {}, '', ['CA', 'FL', 'TX']],
  ])('%s', async (_name, headers, query, eligible) => {
    const res = await t.call('GET', `${BASE}/v2/heloc/states-eligibility${query}`, undefined, headers);
    expect(res.status).toBe(200);
    expect(res.body.states).toHaveLength(51);
    expect(
      res.body.states
        .filter((s: { eligible: boolean }) => s.eligible)
        .map((s: { abbrev: string }) => s.abbrev)
        .sort(),
    ).toEqual(eligible);
    expect(res.body.states[0]).toEqual({ abbrev: 'AL', name: 'Alabama', eligible: false });
    expect(schemaProblems('states-eligibility-response', res.body)).toEqual([]);
  });

  it('400 for an unknown org', async () => {
    const res = await t.call('GET', `${BASE}/v2/heloc/states-eligibility?orgCode=NOPE`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown organization 'NOPE'");
  });
});

describe('GET .../v1/heloc/zip-eligibility', () => {
  it.each([
    ['94110', 'the default brand', true, false, {}],
    ['90265', 'the default brand', true, true, {}],
    ['90265', 'BETA', true, false, { 'x-org': 'BETA' }],
    ['00501', 'the default brand', false, false, {}],
  ])('zip %s for %s -> eligible %s, disaster %s', async (zip, _brand, eligible, disasterArea, headers) => {
    const res = await t.call('GET', `${BASE}/v1/heloc/zip-eligibility?zip=${zip}`, undefined, headers);
    expect(res.body).toEqual({ zip, eligible, disasterArea });
    expect(schemaProblems('zip-eligibility-response', res.body)).toEqual([]);
  });

  it('follows a ca-fires override', async () => {
    await t.call('PUT', '/__sandbox/flags', { 'fe-heloc-ca-fires': false });
    const res = await t.call('GET', `${BASE}/v1/heloc/zip-eligibility?zip=90265`);
    expect(res.body.disasterArea).toBe(false);
  });

  it.each([['1234'], ['123456'], ['abcde'], ['']])('400 naming zip for %j', async (zip) => {
    const res = await t.call('GET', `${BASE}/v1/heloc/zip-eligibility?zip=${zip}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('zip must be exactly 5 digits');
    expect(res.body.errors).toEqual([{ pointer: '/zip', message: 'must be exactly 5 digits' }]);
  });

  it('400 when zip is missing', async () => {
    const res = await t.call('GET', `${BASE}/v1/heloc/zip-eligibility`);
    expect(res.body.message).toBe('zip is required');
  });
});

describe('GET .../v1/heloc/state-licenses', () => {
  it('lists the brand states', async () => {
    const res = await t.call('GET', `${BASE}/v1/heloc/state-licenses?orgCode=ACME`);
    expect(res.body).toEqual({ items: [{ abbrev: 'CA' }, { abbrev: 'TX' }, { abbrev: 'FL' }] });
    expect(schemaProblems('state-licenses-response', res.body)).toEqual([]);
  });

  it.each([
    ['', 'orgCode is required'],
    ['?orgCode=', 'orgCode must not be empty'],
    ['?orgCode=NOPE', "Unknown organization 'NOPE'"],
  ])('400 for %j', async (query, message) => {
    const res = await t.call('GET', `${BASE}/v1/heloc/state-licenses${query}`, undefined, { 'x-org': 'ACME' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
