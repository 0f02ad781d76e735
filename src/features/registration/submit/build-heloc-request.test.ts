import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/core/http/http-client';
import { landingHandover } from '@/core/prefill/landing-handover';
import { encodeUserDataParam } from '@/core/prefill/user-data-param';
import { applyValues } from '@/core/prefill/prefill-values';
import { answersOnPath, type RegistrationData } from '@/core/registration';
import { testContext } from '@/core/registration/test-support/test-context';
import validateCreateRequest from '@/generated/validators/heloc-create-request';
import type { AffiliatePrepopResponse } from '@/generated/types/affiliate-prepop-response';
import type { OfferCodeResponse } from '@/generated/types/offer-code-response';
import type { ProfileResponse } from '@/generated/types/profile-response';
import type { WholesaleReferralResponse } from '@/generated/types/wholesale-referral-response';
import { collectPrefill, type PrefillValue } from '../prefill/prefill-sources';
import { buildHelocRequest, type CreateConsents } from '@/core/registration/request-bodies';

const REFERRAL = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';
const VISITOR = 'a3c1e7b2-0f4d-4b8e-9c6a-2d5f8e1b7c40';
const consent = (type: string, version: number) => ({
  type,
  version,
  text: `words of ${type}`,
  page: '/account/heloc/register-v2/set-password',
});
const CONSENTS: CreateConsents = {
  list: [consent('TERMS_OF_USE', 3), consent('PRIVACY_POLICY', 5), consent('E_COMMUNICATIONS', 2)],
  softCredit: consent('SOFT_CREDIT', 1),
};

const profile: ProfileResponse = {
  uuid: '0d8f6a1e-3b2c-4d5e-8f70-1a2b3c4d5e6f',
  organizationCode: 'CEDAR_VALLEY_FCU',
  type: 'BORROWER',
  email: 'rosa@example.com',
  name: { firstName: 'Rosa', middleName: 'May', lastName: 'Okafor', suffix: 'SR' },
  dob: '1975-04-02',
  phoneNumbers: [{ type: 'MOBILE', number: '+15035550123' }],
  addresses: [{ type: 'HOME', street1: '1 Fir Lane', street2: null, city: 'Salem', state: 'OR', zip: '97301' }],
  isBroker: false,
  aliases: [],
  twoFactorEnabled: false,
  passwordExpired: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as ProfileResponse;

const offerCode: OfferCodeResponse = {
  firstName: 'Omar',
  lastName: 'Diaz',
  inHomeDate: '2026-10-01',
  respondByDate: '2026-12-31',
  offerCode: 'FALL26',
  street1: '9 Birch Road',
  street2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97205',
} as OfferCodeResponse;

const prepop: AffiliatePrepopResponse = {
  name: { firstName: 'Ada', lastName: 'Quinn' },
  address: { street1: '40 Cedar Court', city: 'Eugene', state: 'OR', zip: '97401' },
  dob: '1968-11-30',
  email: 'ada@example.com',
  phone: '+15415550188',
  income: 98000,
  affiliates: ['AFF-LENDTREE', 'AFF-NERD'],
  abVersion: 'B',
} as AffiliatePrepopResponse;

const referral: WholesaleReferralResponse = {
  firstName: 'Lee',
  lastName: 'Park',
  suffix: 'jr',
  address: { street1: '77 Aspen Way', city: 'Bend', state: 'OR', zip: '97701' },
  phoneNumber: '+15415550177',
  email: 'lee@example.com',
} as unknown as WholesaleReferralResponse;

/** The back end as the prefill sources see it: one answer per path. */
const http: HttpClient = <T>(_method: string, path: string) => {
  const answers: Record<string, unknown> = {
    '/service-profile/api/v1/profile': profile,
    '/offercode/FALL26': offerCode,
    '/a/external/prepop': prepop,
    [`/service-lead-portal/api/referrals/${REFERRAL}`]: referral,
  };
  return path in answers ? Promise.resolve(answers[path] as T) : Promise.reject(new Error(`no ${path}`));
};

/** What the borrower types for whatever no source filled. */
const TYPED: PrefillValue[] = [
  { field: '/propertyAddress/street1', value: '12 Main Street' },
  { field: '/propertyAddress/city', value: 'Salem' },
  { field: '/propertyAddress/state', value: 'OR' },
  { field: '/propertyAddress/zip', value: '97301' },
  { field: '/propertyAddress/occupancyType', value: 'HOME' },
  { field: '/isListedForSale', value: false },
  { field: '/income/income', value: 120000 },
  { field: '/income/employmentType', value: 'FULL_TIME' },
  { field: '/name/firstName', value: 'Pat' },
  { field: '/name/lastName', value: 'Doe' },
  { field: '/dob', value: '05/17/1980' },
  { field: '/email', value: 'pat@example.com' },
  { field: '/phoneNumber', value: '(503) 555-0100' },
  { field: '/termPrivacyConsent', value: true },
  { field: '/communicationConsent', value: true },
];

const UTM = '&utm_source=mailer&utm_campaign=fall&gclid=Cj0KCQ';
const SOURCES: { name: string; search: string; signedIn?: boolean }[] = [
  { name: 'none (typed)', search: '?utm_medium=email' },
  { name: 'signed-in profile', search: '?x=1', signedIn: true },
  { name: 'offer code', search: `?offerCode=FALL26${UTM}` },
  { name: 'affiliate', search: `?affiliateId=AFF-LENDTREE&token=t0k3n${UTM}` },
  { name: 'wholesale referral', search: `?referralId=${REFERRAL}${UTM}` },
  {
    name: 'userData',
    search: `?userData=${encodeUserDataParam({ fn: 'Ana', ln: 'Lopez', sx: 'jr', d: '1980-02-29', i: 85000, et: 'RETIRED', po: 'SECONDARY', hs1: '5 Elm St', hc: 'Salem', hst: 'OR', hz: '97302' })}${UTM}`,
  },
];

describe('the create-HELOC body, for every prefill source', () => {
  it.each(SOURCES)(
    '$name: valid against schemas/api/heloc-create-request, with every hand-over field',
    async (source) => {
      const { values, affiliate } = await collectPrefill(http, source.search, source.signedIn);
      expect(values.length > 0 || source.name.startsWith('none')).toBe(true);
      const data = applyValues<RegistrationData>(applyValues<RegistrationData>({}, values), TYPED);
      const handover = landingHandover(source.search);
      const body = buildHelocRequest(
        data,
        {
          referralId: source.search.includes('referralId') ? REFERRAL : null,
          offerCode: source.search.includes('offerCode') ? 'FALL26' : null,
          handover,
          affiliate,
          visitorId: VISITOR,
          registration: 'register-v2',
          softCreditConsent: true,
        },
        CONSENTS,
      );
      const valid = validateCreateRequest(body);
      expect(validateCreateRequest.errors ?? [], JSON.stringify(body)).toEqual([]);
      expect(valid).toBe(true);

      expect(body.consentListRequest).toEqual(CONSENTS.list);
      expect(body.consentRequests).toEqual([CONSENTS.softCredit]);
      expect(body.income.incomeCoDeeders).toBeNull();
      expect(body.optimizelyProfileRequest).toEqual({ optimizelyProfileUuid: VISITOR });
      expect(body.utmParameters).toEqual(handover.utmParameters);
      expect(body.marketingTools).toEqual(handover.marketingTools);
      expect(body.abVersionsRequest).toMatchObject({ registration: 'register-v2' });
      if (source.name === 'affiliate') {
        expect(body).toMatchObject({
          affiliateId: 'AFF-LENDTREE',
          affiliates: ['AFF-LENDTREE', 'AFF-NERD'],
          abVersionsRequest: { registration: 'register-v2', affiliate: 'B' },
        });
        expect(body.profileRequest.name.firstName).toBe('Ada');
      } else {
        expect(body).not.toHaveProperty('affiliateId');
        expect(body.abVersionsRequest).not.toHaveProperty('affiliate');
      }
      if (source.search.includes('gclid')) {
        expect(body.utmParameters).toEqual({ utm_source: 'mailer', utm_campaign: 'fall' });
        expect(body.marketingTools).toEqual({ gclid: 'Cj0KCQ' });
      }
      if (source.name === 'wholesale referral') expect(body.referralId).toBe(REFERRAL);
      if (source.name === 'userData') expect(body.profileRequest.homeAddress).toMatchObject({ street1: '5 Elm St' });
    },
  );

  it('leaves SOFT_CREDIT out when the flow withholds it, and the schema still holds', () => {
    const data = applyValues<RegistrationData>({}, TYPED);
    const body = buildHelocRequest(data, { softCreditConsent: false }, CONSENTS);
    expect(validateCreateRequest(body)).toBe(true);
    expect(body).not.toHaveProperty('consentRequests');
    expect(body.utmParameters).toEqual({});
    expect(body).not.toHaveProperty('optimizelyProfileRequest');
  });
});

describe('the business-purpose answer (fe-heloc-business-purpose)', () => {
  const typed = applyValues<RegistrationData>({}, TYPED);
  const flags = (enabled: boolean) => ({ 'fe-heloc-business-purpose': { enabled } });

  it.each([true, false])('sends businessPurpose %s as answered, valid against the schema', (answer) => {
    const body = buildHelocRequest({ ...typed, businessPurpose: answer }, { softCreditConsent: true }, CONSENTS);
    expect(validateCreateRequest(body)).toBe(true);
    expect(body.businessPurpose).toBe(answer);
  });

  it('leaves businessPurpose out when the question was not asked', () => {
    const body = buildHelocRequest(typed, { softCreditConsent: true }, CONSENTS);
    expect(body).not.toHaveProperty('businessPurpose');
  });

  it('sends a kept answer only while the flag puts its step on the path (what the journey submits)', () => {
    const data = { ...typed, businessPurpose: true };
    const sent = (enabled: boolean) =>
      buildHelocRequest(
        answersOnPath(testContext({ data, flags: flags(enabled) })),
        { softCreditConsent: true },
        CONSENTS,
      );
    expect(sent(true).businessPurpose).toBe(true);
    expect(sent(false)).not.toHaveProperty('businessPurpose');
  });
});
