import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const ENFORCING_LO = '5a1e0000-0000-4000-8000-000000000001';
const OPEN_LO = '5a1e0000-0000-4000-8000-000000000002';
const BROKER = '5a1e0000-0000-4000-8000-000000000003';
const REFERRAL = '4ef00000-0000-4000-8000-000000000001';
const WHOLESALE = '4ef00000-0000-4000-8000-000000000002';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('loan originators', () => {
  it.each([
    [ENFORCING_LO, 'Dana Whitfield', null, true, ['CA', 'OR', 'WA']],
    [OPEN_LO, 'Marcus Lee', null, false, ['CA', 'FL', 'HI', 'NJ', 'NY', 'TX']],
    [BROKER, null, 'Summit Ridge Mortgage Brokers', false, ['CA', 'TX']],
  ])('%s: %s / %s', async (uuid, originatorName, brokerName, enforce, licensedStates) => {
    const res = await t.call('GET', `/service-lead-portal/api/lo/${uuid}?organization=ACME`);
    expect(res.body).toMatchObject({
      uuid,
      originatorDisplayInfo: { originatorName, brokerName },
      enforceLicensedStatesForReferral: enforce,
    });
    expect(schemaProblems('loan-originator-response', res.body)).toEqual([]);
    const states = await t.call('GET', `/service-lead-portal/api/lo/${uuid}/licensed-states`);
    expect(states.body).toEqual({ licensedStates });
    expect(schemaProblems('licensed-states-response', states.body)).toEqual([]);
  });

  it('400 for an unknown organization', async () => {
    expect((await t.call('GET', `/service-lead-portal/api/lo/${OPEN_LO}?organization=NOPE`)).body.message).toBe(
      "Unknown organization 'NOPE'",
    );
  });
});

describe('referrals', () => {
  it("answers a referral's status and email", async () => {
    const res = await t.call('GET', `/service-application/external/api/v1/heloc/referral-id/${REFERRAL}`);
    expect(res.body).toEqual({ status: 'PENDING', email: 'riley.referral@example.com' });
    expect(schemaProblems('referral-status-response', res.body)).toEqual([]);
  });

  it('answers a wholesale referral from the lead portal, and a plain one as 404', async () => {
    const res = await t.call('GET', `/service-lead-portal/api/referrals/${WHOLESALE}`);
    expect(res.body).toMatchObject({ firstName: 'Sam', lastName: 'Whitaker', suffix: 'JR', address: { state: 'CA' } });
    expect(schemaProblems('wholesale-referral-response', res.body)).toEqual([]);
    expect((await t.call('GET', `/service-lead-portal/api/referrals/${REFERRAL}`)).status).toBe(404);
  });
});

describe('unknown and malformed uuids', () => {
  it.each([
    ['/service-lead-portal/api/lo/{id}', 'loanOriginatorUuid'],
    ['/service-lead-portal/api/lo/{id}/licensed-states', 'loanOriginatorUuid'],
    ['/service-lead-portal/api/referrals/{id}', 'referralUuid'],
    ['/service-application/external/api/v1/heloc/referral-id/{id}', 'referralUuid'],
  ])('%s: 404 unknown, 400 naming %s when malformed', async (path, name) => {
    expect((await t.call('GET', path.replace('{id}', UNKNOWN))).status).toBe(404);
    for (const bad of [
      'lo-1',
      '5a1e0000-0000-4000-8000-00000000000',
      '5a1e0000x0000-4000-8000-000000000001',
      'zzzzzzzz-0000-4000-8000-000000000001',
    ]) {
      const res = await t.call('GET', path.replace('{id}', bad));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${name} must be a UUID (8-4-4-4-12 hexadecimal digits)`);
    }
  });
});
