import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { US_STATES } from '../../core/geo/us-states';
import { RECORDING_TAX_STATES } from '../soft-pull/lending-constants';
import { bearer, createHeloc, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, screenOf } from '../test-support/workflow-calls';

const ENFORCING_LO = '5a1e0000-0000-4000-8000-000000000001';
const OPEN_LO = '5a1e0000-0000-4000-8000-000000000002';
const BROKER = '5a1e0000-0000-4000-8000-000000000003';
const REFERRAL = '4ef00000-0000-4000-8000-000000000001';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

const stateProperty = (state: string) => ({
  property: { state, street1: '12 Main St', city: 'Springfield', zip: '10001' },
});

describe('referrers', () => {
  // REFD requires a loan officer and serves CA, OR, WA and TX; the enforcing officer is
  // licensed in CA, OR and WA only.
  it.each([
    ['no referrer at a brand that requires one', 'REFD', 'CA', undefined, 400, 'referrerId is required by this lender'],
    ['the enforcing officer in a licensed state', 'REFD', 'OR', ENFORCING_LO, 200, undefined],
    ['the enforcing officer outside its states', 'REFD', 'TX', ENFORCING_LO, 400, 'referrerId is not licensed in TX'],
    ['a non-enforcing officer anywhere the brand lends', 'REFD', 'TX', OPEN_LO, 200, undefined],
    ['no referrer where none is required', 'ACME', 'TX', undefined, 200, undefined],
  ])('%s', async (_, org, state, referrerId, code, message) => {
    const jwt = await register(t, uniqueEmail(), org);
    const res = await createHeloc(t, jwt, { ...stateProperty(state), referrerId });
    expect(res.status).toBe(code);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.referrer).toEqual(referrerId ? { referrerUuid: referrerId, wholesaleBrokerNmls: null } : null);
  });

  it('records a broker with its NMLS number', async () => {
    const jwt = await register(t);
    const res = await createHeloc(t, jwt, { referrerId: BROKER.toUpperCase() });
    expect(res.body.referrer).toEqual({ referrerUuid: BROKER, wholesaleBrokerNmls: '3145728' });
  });

  it('marks a named referral as started', async () => {
    const path = `/service-application/external/api/v1/heloc/referral-id/${REFERRAL}`;
    expect((await t.call('GET', path)).body.status).toBe('PENDING');
    const jwt = await register(t);
    expect((await createHeloc(t, jwt, { referralId: REFERRAL })).status).toBe(200);
    expect((await t.call('GET', path)).body.status).toBe('APPLICATION_STARTED');
  });
});

describe('the soft pull over HTTP', () => {
  it('gives the same offers for the same borrower and property in another org, its own pricing options aside', async () => {
    const offers = [];
    for (const org of ['ACME', 'WIDE']) {
      const jwt = await register(t, 'same.person@example.com', org);
      const res = await createHeloc(t, jwt);
      // ACME's manifest turns on the rate buy-down (fe-heloc-rate-buy-down): that one offer is ACME's own.
      const perTerm = res.body.offers.offers.filter((o: { rateBuyDown?: unknown }) => !o.rateBuyDown);
      offers.push(perTerm.map(({ id: _id, ...rest }: { id: string }) => rest));
    }
    expect(offers[1]).toEqual(offers[0]);
  });

  it('charges recording tax in exactly the recording-tax states, across every state', async () => {
    const jwt = await register(t, uniqueEmail(), 'WIDE');
    const taxed: string[] = [];
    for (const { abbrev } of US_STATES) {
      const res = await createHeloc(t, jwt, stateProperty(abbrev));
      expect(res.status).toBe(200);
      const offers: { minRecordingTax: number; maxRecordingTax: number }[] = res.body.offers.offers;
      if (offers.every((o) => o.minRecordingTax > 0 && o.maxRecordingTax > 0)) taxed.push(abbrev);
      else expect(offers.every((o) => o.minRecordingTax === 0 && o.maxRecordingTax === 0)).toBe(true);
      // Cancelled, so the next state's application is not blocked by this one.
      await t.call('PUT', `/__sandbox/applications/${res.body.uuid}/status`, { status: 'CANCELLED' });
    }
    expect(taxed.sort()).toEqual([...RECORDING_TAX_STATES].sort());
    const all = await t.call('GET', '/service-application/api/v1/application/heloc/all', undefined, bearer(jwt));
    expect(all.body).toHaveLength(US_STATES.length);
  });
});

describe('the 90-day recent-transfer rule', () => {
  it.each([['recentpurchase'], ['recenttransfer']])(
    'declines a +%s borrower as ineligible and the web app shows the screen that says why',
    async (tag) => {
      const jwt = await register(t, uniqueEmail(tag), 'ACME');
      const res = await createHeloc(t, jwt);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: { checklistStatus: 'DECLINED' },
        decision: 'INELIGIBLE',
        ineligibleReason: 'RECENT_TITLE_TRANSFER',
        offers: null,
      });
      const status = await readStatus(t, jwt, res.body.uuid);
      expect(status).toMatchObject({ status: 'DECLINED', ineligibleReason: 'RECENT_TITLE_TRANSFER' });
      expect(screenOf(status)).toBe('error/recent-transfer');
    },
  );

  it('leaves a borrower whose home changed hands long ago to the credit decision', async () => {
    const jwt = await register(t, uniqueEmail('declined'), 'ACME');
    const res = await createHeloc(t, jwt);
    expect(res.body).not.toHaveProperty('ineligibleReason');
    const status = await readStatus(t, jwt, res.body.uuid);
    expect(status).not.toHaveProperty('ineligibleReason');
    expect(screenOf(status)).toBe('error/decline');
  });
});
