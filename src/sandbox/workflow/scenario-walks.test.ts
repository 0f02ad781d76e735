import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  borrowerWithApplication,
  createHeloc,
  PASSWORD,
  register,
  uniqueEmail,
  type HelocOverrides,
} from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { walk } from '../test-support/scenario-walk';
import { readStatus, testClock } from '../test-support/workflow-calls';

const WAIT_MS = 1000;
let t: TestSandbox;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  t = await createTestSandbox({ now: clock.now });
  await t.call('PUT', '/__sandbox/workflow', { waitMs: WAIT_MS });
});
afterEach(() => t.dispose());

async function signIn(email: string): Promise<string> {
  return (
    await t.call('POST', '/identity-broker/customer/api/v3/login?organization=ACME', { email, password: PASSWORD })
  ).body.jwt as string;
}

/** Registers with the tag, creates the application and walks it; answers "STATUS screen" stops. */
async function journey(tag?: string, overrides: HelocOverrides = {}, payOffLiens = false): Promise<string[]> {
  const { jwt, application } = await borrowerWithApplication(t, tag, 'ACME', overrides);
  const visits = await walk(t, jwt, application.uuid, { advance: clock.advance, waitMs: WAIT_MS, payOffLiens });
  return visits.map((v) => `${v.status} ${v.screen}`);
}

const FROM_INCOME = [
  'INCOME_VERIFICATION income/review',
  'IDENTITY_VERIFICATION identity',
  'WAITING_FOR_HARD_CREDIT error/timeout',
];
const BANK = ['WAITING_FOR_TITLE error/timeout', 'DISBURSEMENT_ACCOUNT bank/disburse', 'AUTOPAY_ACCOUNT bank/autopay'];
const SIGNING = [
  'GEN_CLOSING_DISCLOSURE review-app/signdocs',
  'NOTE_SIGNING signing/intro',
  'GEN_NOTE_SIGNING review-app/signdocs',
];
const ENOTARY = ['DEED_SIGNING notary/intro', 'DEED_SIGNING complete'];
const FUNDING = [
  'RESCISSION complete',
  'RECORDING complete',
  'FUNDABLE complete',
  'FUNDING_DECISION complete',
  'COMPLETE /',
];
const HAPPY = ['OFFER_SELECTION product/select', ...FROM_INCOME, ...BANK, ...SIGNING, ...ENOTARY, ...FUNDING];

describe('scenarios, walked by HTTP from registration to their end', { timeout: 30_000 }, () => {
  it('happy path: offer, income, identity, bank, signing, eNotary, funding', async () => {
    expect(await journey()).toEqual(HAPPY);
  });

  it('+bpo (not TX): bpo/order-bpo, then the BPO hold', async () => {
    expect(await journey('bpo')).toEqual([
      'OFFER_SELECTION product/select',
      'BPO_ORDER_REQUEST bpo/order-bpo',
      'BPO_PROCESSING bpo/hold',
      'BPO_COMPLETE bpo/hold',
      ...HAPPY.slice(1),
    ]);
  });

  it('TX property: BPO required, bpo/condition', async () => {
    const texas = { property: { street1: '9 Elm Road', city: 'Austin', state: 'TX', zip: '78701' } };
    expect(await journey(undefined, texas)).toEqual([
      'OFFER_SELECTION product/select',
      'BPO_ORDER_REQUEST bpo/condition',
      'BPO_PROCESSING bpo/hold',
      'BPO_COMPLETE bpo/hold',
      ...HAPPY.slice(1),
    ]);
  });

  it('+noavm: bpo/estimate-value, then the BPO path', async () => {
    expect((await journey('noavm')).slice(0, 5)).toEqual([
      'OFFER_SELECTION product/select',
      'NO_AVM_FOUND bpo/estimate-value',
      'BPO_ORDER_REQUEST bpo/order-bpo',
      'BPO_PROCESSING bpo/hold',
      'BPO_COMPLETE bpo/hold',
    ]);
  });

  it('+flood: the closing disclosure waits on the flood certificate first', async () => {
    const stops = await journey('flood');
    expect(stops).toEqual([...HAPPY.slice(0, 7), 'GEN_CLOSING_DISCLOSURE error/flood-cert', ...HAPPY.slice(7)]);
  });

  it('+manualnotary: notary/reserve-manual; after the reserved slot, funding', async () => {
    const email = uniqueEmail('manualnotary');
    const created = await createHeloc(t, await register(t, email));
    const uuid = created.body.uuid as string;
    const before = await walk(t, await signIn(email), uuid, { advance: clock.advance, waitMs: WAIT_MS });
    expect(before.map((v) => `${v.status} ${v.screen}`)).toEqual([
      ...HAPPY.slice(0, -7),
      'MANUAL_DEED_SIGNING notary/reserve-manual',
    ]);
    // The notary visits at the reserved slot, the next business day; the borrower signs in again as it ends.
    const jwt = await signIn(email);
    const { notary } = (
      await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt))
    ).body;
    clock.advance(Date.parse(notary.start) + 3_600_000 - 1 - clock.now().getTime());
    expect((await readStatus(t, await signIn(email), uuid)).status).toBe('MANUAL_DEED_SIGNING');
    clock.advance(1);
    const after = await walk(t, await signIn(email), uuid, { advance: clock.advance, waitMs: WAIT_MS });
    expect(after.map((v) => `${v.status} ${v.screen}`)).toEqual(['DEED_SIGNING complete', ...FUNDING]);
  });

  it('+codeed: signing/additional until the added signer has signed', async () => {
    expect(await journey('codeed')).toEqual([
      ...HAPPY.slice(0, -7),
      'CO_DEED_REQ signing/additional',
      ...ENOTARY,
      ...FUNDING,
    ]);
  });

  it('+liens without a payoff: liens, then title', async () => {
    expect(await journey('liens')).toEqual([...HAPPY.slice(0, 4), 'LIEN_VERIFICATION liens', ...HAPPY.slice(4)]);
  });

  it('+liens with a lien marked for payoff: the payoff hold', async () => {
    const stops = await journey('liens', {}, true);
    expect(stops.slice(3, 8)).toEqual([
      'WAITING_FOR_HARD_CREDIT error/timeout',
      'LIEN_VERIFICATION liens',
      'PAYOFF_REQUEST_PENDING payoff/hold',
      'PAYOFF_ORDERED payoff/hold',
      'WAITING_FOR_TITLE error/timeout',
    ]);
    expect(stops.at(-1)).toBe('COMPLETE /');
  });

  it('+insurance: the trust-and-insurance review waits for the declarations page, then title', async () => {
    expect(await journey('insurance')).toEqual([
      ...HAPPY.slice(0, 4),
      'TRUST_AND_INSURANCE error/timeout',
      ...HAPPY.slice(4),
    ]);
  });

  it('+payoff: the lender requires a payoff, payoff/hold then on', async () => {
    const stops = await journey('payoff');
    expect(stops).toEqual([
      ...HAPPY.slice(0, 4),
      'LIEN_VERIFICATION liens',
      'PAYOFF_REQUEST_PENDING payoff/hold',
      'PAYOFF_ORDERED payoff/hold',
      ...HAPPY.slice(4),
    ]);
  });

  it('+moreinfo: start/contact, start/hmda, start/app-summary before income', async () => {
    expect(await journey('moreinfo')).toEqual([
      'OFFER_SELECTION product/select',
      'COLLECT_ADDITIONAL_INFO start/contact',
      'HMDA start/hmda',
      'APP_SUBMISSION start/app-summary',
      'GEN_APP_DISCLOSURES error/timeout',
      ...HAPPY.slice(1),
    ]);
  });

  it('+conditions: the conditions screen until every condition is answered, then income', async () => {
    expect(await journey('conditions')).toEqual([
      'OFFER_SELECTION product/select',
      'CONDITIONS_OUTSTANDING conditions',
      ...HAPPY.slice(1),
    ]);
  });

  it('SELF_EMPLOYED: employer verification after income', async () => {
    expect((await journey(undefined, { employmentType: 'SELF_EMPLOYED' })).slice(0, 4)).toEqual([
      'OFFER_SELECTION product/select',
      'INCOME_VERIFICATION income/review',
      'EMPLOYMENT_VERIFICATION income/employer-verification',
      'IDENTITY_VERIFICATION identity',
    ]);
  });

  it('+declined: error/decline, and nothing moves it', async () => {
    expect(await journey('declined')).toEqual(['DECLINED error/decline']);
  });

  it('+uwdecline: declined by underwriting after income', async () => {
    expect(await journey('uwdecline')).toEqual([
      'OFFER_SELECTION product/select',
      'INCOME_VERIFICATION income/review',
      'DECLINED error/decline',
    ]);
  });

  it('+frozen: credit/error, retry-credit after the freeze is lifted, then offers', async () => {
    expect(await journey('frozen')).toEqual([
      'SOFT_CREDIT_LOCKED_OR_FROZEN credit/error',
      'WAITING_FOR_SOFT_CREDIT error/timeout',
      ...HAPPY,
    ]);
  });

  it.each([
    ['nomatch', 'CREDIT_NO_MATCH credit/social', 'WAITING_FOR_SOFT_CREDIT error/timeout'],
    ['noproperty', 'NO_PROPERTY_FOUND review-app/property', 'WAITING_FOR_VALUATION error/timeout'],
    ['assets', 'ASSETS_PREQUAL product/assets', 'WAITING_FOR_INITIAL_OFFERS error/timeout'],
  ])('+%s: the persona screen, its task, then offers and the happy path', async (tag, first, waiting) => {
    expect(await journey(tag)).toEqual([first, waiting, ...HAPPY]);
  });

  it.each([
    ['nossn', 'CREDIT_NO_MATCH_SSN review-app/no-credit'],
    ['timeout', 'CREDIT_ERROR error/timeout'],
  ])('+%s ends where it starts', async (tag, only) => {
    expect(await journey(tag)).toEqual([only]);
  });
});
