import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../soft-pull/personas';
import {
  bearer,
  borrowerWithApplication,
  createHeloc,
  helocBody,
  register,
  uniqueEmail,
} from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const V1 = '/service-application/api/v1/application/heloc';
const status = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(() => t.dispose());

describe('POST /service-application/api/v3/application/helocs', () => {
  it('creates the application with offers for a borrower without a persona tag', async () => {
    const { application } = await borrowerWithApplication(t);
    expect(schemaProblems('heloc-application', application)).toEqual([]);
    expect(application).toMatchObject({
      loanNumber: '70000001',
      status: {
        checklistStatus: 'OFFER_SELECTION',
        waitingOnFloodCert: false,
        bpo: 'BPO_NOT_REQUIRED',
        title: 'TITLE_REQUIRED',
        uwDecision: 'SELECT',
        uwSubDecision: 'UNVERIFIED_OFFER',
        primaryParticipantAcceptComplete: false,
        manualNotary: false,
      },
      decision: 'SELECT',
      subDecision: 'UNVERIFIED_OFFER',
      property: { state: 'CA', occupancyType: 'HOME', listedForSale: false },
      referrer: null,
      isCrypto: false,
      isInquiry: false,
      active: true,
      activeForAppStart: true,
      helocSigners: [],
      additionalSignerVersion: 'v1',
      auditFields: { createdDate: '2025-03-03T12:00:00.000Z' },
    });
    expect(application.offers.offers.length).toBeGreaterThanOrEqual(3);
    expect(application.adjustedHomeAmount).toBeGreaterThan(0);
    expect(application.consents.map((c: { type: string; version: string }) => [c.type, c.version])).toEqual([
      ['TERMS_OF_USE', '3'],
      ['PRIVACY_POLICY', '5'],
      ['E_COMMUNICATIONS', '2'],
      ['SOFT_CREDIT', '1'],
    ]);
  });

  it('keeps where the borrower came from (campaign, affiliate, experiments, referral), listed by /__sandbox/applications', async () => {
    const handover = {
      abVersionsRequest: { registration: 'register-v2', affiliate: 'B' },
      affiliateId: 'AFF-1',
      affiliates: ['AFF-1', 'AFF-2'],
      marketingTools: { gclid: 'Cj0' },
      utmParameters: { utm_source: 'mailer' },
      optimizelyProfileRequest: { optimizelyProfileUuid: 'a3c1e7b2-0f4d-4b8e-9c6a-2d5f8e1b7c40' },
    };
    const { application } = await borrowerWithApplication(t, undefined, 'ACME', handover);
    const list = (await t.call('GET', '/__sandbox/applications')).body;
    expect(schemaProblems('sandbox-application-list', list)).toEqual([]);
    const kept = list.applications.find(
      (a: { application: { uuid: string } }) => a.application.uuid === application.uuid,
    );
    expect(kept.handover).toEqual({ ...handover, offerCode: undefined, referralId: undefined });
  });

  it.each([
    ['a UTM parameter', { utmParameters: { source: 'x' } }, 'utmParameters.source is not an allowed name'],
    ['a marketing tool', { marketingTools: { clickId: 'x' } }, 'marketingTools.clickId is not allowed'],
    [
      'an Optimizely profile without its uuid',
      { optimizelyProfileRequest: {} },
      'optimizelyProfileRequest.optimizelyProfileUuid is required',
    ],
  ])('400 naming the hand-over field for %s', async (_name, change, message) => {
    const jwt = await register(t);
    const res = await createHeloc(t, jwt, change);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  type Outcome = (typeof PERSONAS)[number]['outcome'];
  it.each(PERSONAS.map((p): [string, string, Outcome] => [p.tag, p.outcome.status, p.outcome]))(
    '+%s -> %s',
    async (tag, _status, outcome) => {
      const { application } = await borrowerWithApplication(t, tag);
      expect(application).toMatchObject({
        status: { checklistStatus: outcome.status, uwDecision: outcome.decision },
        decision: outcome.decision,
        subDecision: outcome.subDecision,
        offers: null,
        costs: [],
      });
      expect(schemaProblems('heloc-application', application)).toEqual([]);
    },
  );

  it('waits for the soft-credit disclosure when no SOFT_CREDIT consent is sent (New York without the flag)', async () => {
    const { application } = await borrowerWithApplication(t, undefined, 'WIDE', {
      consentRequests: undefined,
      property: { state: 'NY', city: 'Albany', zip: '12203' },
    });
    expect(application).toMatchObject({
      status: { checklistStatus: 'GEN_PRE_SOFT_CREDIT_DISCLOSURE' },
      decision: 'INITIAL',
      offers: null,
    });
  });

  it.each([
    ['NY', 'New York'],
    ['HI', 'Hawaii'],
  ])('400 "we do not currently offer loans in" when the brand does not serve %s', async (state, name) => {
    const jwt = await register(t);
    const res = await createHeloc(t, jwt, { property: { state } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: `we do not currently offer loans in ${name}` });
  });

  it.each([
    [
      'no SECONDARY home address',
      { property: { occupancyType: 'SECONDARY' } },
      'profileRequest.homeAddress is required when occupancyType is SECONDARY',
    ],
    [
      'a bad home zip',
      { profile: { homeAddress: { street1: '9 Elm Road', city: 'Dallas', state: 'TX', zip: '7520' } } },
      'profileRequest.homeAddress.zip must be exactly 5 digits',
    ],
    ['an underage borrower', { profile: { dob: '2010-01-01' } }, 'profileRequest.dob must be at least 18 years ago'],
    ['an impossible date', { profile: { dob: '1980-02-30' } }, 'profileRequest.dob must be a real date from 1900 on'],
    ['a date before 1900', { profile: { dob: '1899-12-31' } }, 'profileRequest.dob must be a real date from 1900 on'],
    ['a draft', { publish: false }, 'publish must be true'],
    [
      'an unknown occupancy',
      { property: { occupancyType: 'RENTAL' } },
      'propertyRequest.occupancyType must be one of HOME, SECONDARY, INVESTMENT',
    ],
    [
      'a one-word street',
      { property: { street1: 'Main' } },
      'propertyRequest.street1 must be a street address of at least two words, such as 12 Main St',
    ],
    ['too much income', { income: { incomePrimary: 10_000_000 } }, 'income.incomePrimary must be less than 10000000'],
    [
      'a bad first name',
      { profile: { name: { firstName: 'P4t', lastName: 'Doe' } } },
      'profileRequest.name.firstName must be letters, hyphens and spaces only',
    ],
    ['no employment type', { employmentType: undefined }, 'employmentType is required'],
    ['an unknown field', { surprise: true }, 'surprise is not allowed'],
    ['a malformed referrer', { referrerId: 'lo-1' }, 'referrerId must be a UUID (8-4-4-4-12 hexadecimal digits)'],
    [
      'an unknown referrer',
      { referrerId: '00000000-0000-4000-8000-000000000000' },
      'referrerId is not a known loan officer or broker',
    ],
  ])('400 for %s', async (_, overrides, message) => {
    const jwt = await register(t);
    const res = await createHeloc(t, jwt, overrides);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('19 is the minimum age for an Alabama borrower', async () => {
    const jwt = await register(t, uniqueEmail(), 'WIDE');
    const res = await createHeloc(t, jwt, {
      property: { state: 'AL', city: 'Mobile', zip: '36602' },
      profile: { dob: '2006-06-01' },
    });
    expect(res.body.message).toBe('profileRequest.dob must be at least 19 years ago');
  });

  it('takes the affiliate hand-over and experiment profile as the schema names them, and nothing else', async () => {
    const jwt = await register(t);
    const res = await createHeloc(t, jwt, {
      affiliateId: 'homeloop',
      affiliates: ['homeloop'],
      offerCode: 'CAHOME25',
      optimizelyProfileRequest: { optimizelyProfileUuid: 'a3c1e7b2-0f4d-4b8e-9c6a-2d5f8e1b7c40' },
    });
    expect(res.status).toBe(200);
    // The link's token is a secret of the prepop call, never sent on.
    const token = await createHeloc(t, jwt, { affiliateToken: 'hl-ca-0001' });
    expect(token.status).toBe(400);
    expect(token.body.message).toBe('affiliateToken is not allowed');
  });

  it('400 when the state query and the property disagree, 401 without a token', async () => {
    const jwt = await register(t);
    const bad = await t.call(
      'POST',
      '/service-application/api/v3/application/helocs?state=TX',
      helocBody(),
      bearer(jwt),
    );
    expect(bad.body.message).toBe('state must equal propertyRequest.state');
    expect((await createHeloc(t, 'x.y.z')).status).toBe(401);
  });

  it('409 for a second application while the first is active', async () => {
    const { jwt } = await borrowerWithApplication(t);
    expect((await createHeloc(t, jwt)).body).toEqual({ status: 409, message: 'Active application already exists.' });
  });

  it('lets a declined borrower apply again', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'declined');
    expect(application.active).toBe(false);
    expect((await createHeloc(t, jwt)).status).toBe(200);
  });
});

describe('reading applications', () => {
  it('answers one, all, and the status the routing polls', async () => {
    const { jwt, application } = await borrowerWithApplication(t, undefined, 'ACME', {
      property: { state: 'TX', city: 'Austin', zip: '78745' },
    });
    const one = await t.call('GET', `${V1}/${application.uuid}`, undefined, bearer(jwt));
    expect(one.body).toEqual(application);
    const all = await t.call('GET', `${V1}/all`, undefined, bearer(jwt));
    expect(all.body).toEqual([application]);
    expect(schemaProblems('heloc-application-list', all.body)).toEqual([]);
    const polled = await t.call('GET', status(application.uuid), undefined, bearer(jwt));
    expect(polled.body).toEqual({
      uuid: application.uuid,
      status: 'OFFER_SELECTION',
      decision: 'SELECT',
      subDecision: 'UNVERIFIED_OFFER',
      manualNotary: false,
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      propertyState: 'TX',
      primaryParticipantAcceptComplete: false,
      isCrypto: false,
      routingNumberPresent: false,
    });
    expect(schemaProblems('heloc-status-response', polled.body)).toEqual([]);
  });

  it("404 for someone else's application or an unknown one, 400 for a malformed uuid", async () => {
    const { application } = await borrowerWithApplication(t);
    const stranger = await register(t);
    for (const path of [
      `${V1}/${application.uuid}`,
      status(application.uuid),
      `${V1}/00000000-0000-4000-8000-000000000000`,
    ]) {
      expect((await t.call('GET', path, undefined, bearer(stranger))).status).toBe(404);
    }
    expect((await t.call('GET', `${V1}/all`, undefined, bearer(stranger))).body).toEqual([]);
    const malformed = await t.call('GET', `${V1}/not-a-uuid`, undefined, bearer(stranger));
    expect(malformed.body.message).toBe('uuid must be a UUID (8-4-4-4-12 hexadecimal digits)');
  });

  it('lists the consent types, signed in or not', async () => {
    const res = await t.call('GET', `${V1}/consent-types`);
    expect(res.body).toContainEqual({ type: 'SOFT_CREDIT', version: 1 });
    expect(schemaProblems('consent-type-list', res.body)).toEqual([]);
  });
});
