import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createHeloc, PHONE, register } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { CONSENT_TYPES } from '@/core/registration/test-support/consent-fixtures';

const PROFILE = '/service-profile/api/v1/profile';
const CAN_START = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(() => t.dispose());

describe('GET /service-profile/api/v1/profile', () => {
  it('is made empty on registration', async () => {
    const jwt = await register(t, 'kim@example.com');
    const res = await t.call('GET', PROFILE, undefined, bearer(jwt));
    expect(res.body).toMatchObject({
      organizationCode: 'ACME',
      type: 'BORROWER',
      email: 'kim@example.com',
      name: { firstName: null, middleName: null, lastName: null, suffix: null },
      dob: null,
      phoneNumbers: [{ type: 'MOBILE', number: PHONE }],
      addresses: [],
      isBroker: false,
      twoFactorEnabled: false,
      passwordExpired: false,
    });
    expect(schemaProblems('profile-response', res.body)).toEqual([]);
  });

  it('is filled by the HELOC create call (home address from the property when it is the home)', async () => {
    const jwt = await register(t);
    await createHeloc(t, jwt);
    const res = await t.call('GET', PROFILE, undefined, bearer(jwt));
    expect(res.body).toMatchObject({
      name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: '' },
      dob: '1980-05-17',
      phoneNumbers: [{ type: 'MOBILE', number: '+14155550199' }],
      addresses: [{ type: 'HOME', street1: '12 Main St', street2: null, city: 'San Jose', state: 'CA', zip: '95112' }],
    });
  });

  it('takes the home address sent for a second home', async () => {
    const jwt = await register(t);
    const homeAddress = { street1: '9 Elm Road', city: 'Dallas', state: 'TX', zip: '75201' };
    await createHeloc(t, jwt, { property: { occupancyType: 'SECONDARY' }, profile: { homeAddress } });
    expect((await t.call('GET', PROFILE, undefined, bearer(jwt))).body.addresses).toEqual([
      { type: 'HOME', ...homeAddress, street2: null },
    ]);
  });

  it('401 without a token', async () => {
    expect((await t.call('GET', PROFILE)).body).toEqual({ status: 401, message: 'unauthenticated' });
  });
});

describe('PUT /service-profile/api/v1/profile/name', () => {
  it('replaces the name', async () => {
    const jwt = await register(t);
    const res = await t.call(
      'PUT',
      `${PROFILE}/name`,
      { firstName: 'Mary-Ann', lastName: 'Van Dyke', suffix: 'JR' },
      bearer(jwt),
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toEqual({ firstName: 'Mary-Ann', middleName: null, lastName: 'Van Dyke', suffix: 'JR' });
    expect((await t.call('GET', PROFILE, undefined, bearer(jwt))).body.name.firstName).toBe('Mary-Ann');
  });

  it.each([
    ['no first name', { lastName: 'Doe' }, 'firstName is required'],
    ['a first name of one letter', { firstName: 'P', lastName: 'Doe' }, 'firstName must be at least 2 characters'],
    [
      'suffix ESQ',
      { firstName: 'Pat', lastName: 'Doe', suffix: 'ESQ' },
      'suffix must be blank or one of I, II, III, IV, V, JR, SR, Jr, Sr',
    ],
    // Registration's 'none' is the client's word, never the server's.
    [
      'suffix N/A',
      { firstName: 'Pat', lastName: 'Doe', suffix: 'N/A' },
      'suffix must be blank or one of I, II, III, IV, V, JR, SR, Jr, Sr',
    ],
  ])('400 for %s', async (_name, body, message) => {
    const jwt = await register(t);
    expect((await t.call('PUT', `${PROFILE}/name`, body, bearer(jwt))).body.message).toBe(message);
  });
});

it('GET .../profile/consent-types lists each consent and version', async () => {
  const res = await t.call('GET', `${PROFILE}/consent-types`);
  expect(res.body.map((c: { type: string }) => c.type)).toEqual([...CONSENT_TYPES, 'WAITLIST']);
  expect(schemaProblems('consent-type-list', res.body)).toEqual([]);
});

describe('GET .../verify-ability-to-start-application', () => {
  it('is true until the borrower has an active application, then names it', async () => {
    const jwt = await register(t, 'ali@example.com', 'ACME');
    expect((await t.call('GET', CAN_START, undefined, bearer(jwt))).body).toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
    });
    const { uuid } = (await createHeloc(t, jwt)).body;
    const res = await t.call('GET', CAN_START, undefined, bearer(jwt));
    expect(res.body).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['ACME'],
      activeApplication: { uuid, isInquiry: false, receivedHelocWithin45Days: false },
    });
    expect(schemaProblems('ability-to-start-response', res.body)).toEqual([]);
  });

  it('names the orgs where the same email applied, but only blocks its own', async () => {
    await createHeloc(t, await register(t, 'ali@example.com', 'WIDE'));
    const jwt = await register(t, 'ALI@example.com', 'ACME');
    expect((await t.call('GET', CAN_START, undefined, bearer(jwt))).body).toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: ['WIDE'],
    });
  });

  it.each([
    ['CANCELLED', true, false],
    ['COMPLETE', false, true],
  ])('after %s: can start %s, within 45 days %s', async (status, canStart, recent) => {
    const jwt = await register(t);
    const { uuid } = (await createHeloc(t, jwt)).body;
    await t.call('PUT', `/__sandbox/applications/${uuid}/status`, { status });
    const res = await t.call('GET', CAN_START, undefined, bearer(jwt));
    expect(res.body.canStartApplication).toBe(canStart);
    expect(res.body.activeApplication?.receivedHelocWithin45Days ?? false).toBe(recent);
  });
});
