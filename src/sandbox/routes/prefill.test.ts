import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('GET /offercode/{code}', () => {
  it.each([
    ['CAHOME25', 'CA'],
    ['nyhome25', 'NY'],
    ['HIHOME25', 'HI'],
    ['TXHOME25', 'TX'],
    ['OLDHOME23', 'CA'],
  ])('%s pre-fills a %s property', async (code, state) => {
    const res = await t.call('GET', `/offercode/${code}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ offerCode: code.toUpperCase(), state });
    expect(schemaProblems('offer-code-response', res.body)).toEqual([]);
  });

  it('404 for an unknown code, 400 for a malformed one', async () => {
    expect((await t.call('GET', '/offercode/NOPE1234')).body).toEqual({
      status: 404,
      message: "No offer with code 'NOPE1234'",
    });
    expect((await t.call('GET', '/offercode/no-pe')).body.message).toBe('code must be 4 to 20 letters and digits');
  });
});

describe('GET /a/external/prepop', () => {
  it.each([
    ['homeloop', 'hl-ca-0001', 'Jamie'],
    ['ratecompass', 'rc-tx-0002', 'Luis'],
    ['ratecompass', 'rc-ny-0003', 'Hannah'],
  ])('%s %s pre-fills %s', async (affiliateId, token, firstName) => {
    const res = await t.call('GET', `/a/external/prepop?affiliateId=${affiliateId}&token=${token}`);
    expect(res.body.name.firstName).toBe(firstName);
    expect(schemaProblems('affiliate-prepop-response', res.body)).toEqual([]);
  });

  it.each([
    ['?affiliateId=homeloop&token=rc-tx-0002', 404, 'No pre-fill data for this affiliate link'],
    ['?affiliateId=nobody&token=hl-ca-0001', 404, 'No pre-fill data for this affiliate link'],
    ['?affiliateId=homeloop', 400, 'token is required'],
    ['?affiliateId=Home_Loop&token=hl-ca-0001', 400, 'affiliateId must be lower-case letters, digits and dashes'],
  ])('%s -> %d', async (query, status, message) => {
    const res = await t.call('GET', `/a/external/prepop${query}`);
    expect(res.body).toMatchObject({ status, message });
  });
});

const WORDS = 'I agree to be contacted by email when lines of credit become available for my property.';

describe('POST /waitlist/home-equity-loan-plus', () => {
  const entry = {
    firstName: 'Rae',
    lastName: 'Moss',
    dob: '1970-01-31',
    email: 'rae@example.com',
    income: 90000,
    street1: '5 Birch Lane',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    consent: true,
    consentRecord: { type: 'WAITLIST', version: 1, text: WORDS, page: '/account/heloc/register-v2' },
  };

  it('keeps the entry (201)', async () => {
    const res = await t.call('POST', '/waitlist/home-equity-loan-plus', entry, { 'x-org': 'BETA' });
    expect(res.status).toBe(201);
    expect(schemaProblems('created-response', res.body)).toEqual([]);
    const kept = (await t.call('GET', '/__sandbox/submissions')).body.waitlist;
    expect(kept).toEqual([{ uuid: res.body.uuid, organizationCode: 'BETA', createdAt: res.body.createdAt, entry }]);
  });

  it.each([
    ['no consent', { ...entry, consent: undefined }, 'consent is required'],
    ['consent without its record', { ...entry, consentRecord: undefined }, 'consentRecord is required'],
    [
      'a consent of another type',
      { ...entry, consentRecord: { ...entry.consentRecord, type: 'SMS' } },
      'consentRecord.type must be WAITLIST',
    ],
    [
      'an old version',
      { ...entry, consentRecord: { ...entry.consentRecord, version: 2 } },
      'consentRecord.version is not the current version of WAITLIST (1)',
    ],
    ['a 4-digit zip', { ...entry, zip: '4101' }, 'zip must be exactly 5 digits'],
    ['a US-style date', { ...entry, dob: '01/31/1970' }, 'dob must be a date as yyyy-MM-dd'],
  ])('400 for %s', async (_, body, message) => {
    const res = await t.call('POST', '/waitlist/home-equity-loan-plus', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('the waitlist consent as an audit record', () => {
  const entry = {
    firstName: 'Rae',
    lastName: 'Moss',
    dob: '1970-01-31',
    email: 'rae@example.com',
    income: 90000,
    street1: '5 Birch Lane',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    consent: true,
    consentRecord: { type: 'WAITLIST', version: 1, text: WORDS, page: '/account/heloc/register-v2' },
  };

  it('is listed by GET /__sandbox/consents with type, version, words, hash, brand, page and time', async () => {
    const res = await t.call('POST', '/waitlist/home-equity-loan-plus', entry, { 'x-org': 'BETA' });
    const { consents } = (await t.call('GET', '/__sandbox/consents')).body;
    expect(schemaProblems('sandbox-consent-list', { consents })).toEqual([]);
    expect(consents).toEqual([
      {
        uuid: expect.any(String),
        identityUuid: null,
        applicationUuid: null,
        organizationCode: 'BETA',
        channel: 'WAITLIST',
        type: 'WAITLIST',
        version: 1,
        choice: 'AGREED',
        text: WORDS,
        textSha256: createHash('sha256').update(WORDS, 'utf8').digest('hex'),
        page: '/account/heloc/register-v2',
        recordedAt: res.body.createdAt,
      },
    ]);
  });

  it('no consent given: the entry is kept, no consent record', async () => {
    const { consentRecord: _, ...withoutRecord } = entry;
    const res = await t.call('POST', '/waitlist/home-equity-loan-plus', { ...withoutRecord, consent: false });
    expect(res.status).toBe(201);
    expect((await t.call('GET', '/__sandbox/consents')).body.consents).toEqual([]);
  });
});
