import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, PHONE, register, SHOWN } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const PROMPT = '/service-comms-prefs/external/api/v1/consent/prompt';
const RECORD = '/service-comms-prefs/secure/api/v1/consent/user';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('GET .../consent/prompt/{consentType}', () => {
  it.each(['SMS', 'SMS_TRANSACTIONAL'])('answers the %s wording with a stable uuid', async (consentType) => {
    const res = await t.call('GET', `${PROMPT}/${consentType}`);
    expect(res.body.consentType).toBe(consentType);
    expect(schemaProblems('consent-prompt-response', res.body)).toEqual([]);
    expect((await t.call('GET', `${PROMPT}/${consentType}`)).body.uuid).toBe(res.body.uuid);
  });

  it.each(['EMAIL', 'sms'])('400 naming consentType for %s', async (consentType) => {
    const res = await t.call('GET', `${PROMPT}/${consentType}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('consentType must be one of SMS, SMS_TRANSACTIONAL');
  });
});

describe('POST .../consent/user', () => {
  async function body(optInOut = 'OPT_IN') {
    const sms = (await t.call('GET', `${PROMPT}/SMS`)).body.uuid;
    const transactional = (await t.call('GET', `${PROMPT}/SMS_TRANSACTIONAL`)).body.uuid;
    return {
      org: 'ACME',
      source: 'REGISTRATION',
      productType: 'HELOC',
      phone: PHONE,
      email: 'sky@example.com',
      consents: [
        { consentPromptUuid: sms, optInOut, consentType: 'SMS', version: 2, ...SHOWN },
        {
          consentPromptUuid: transactional,
          optInOut: 'OPT_OUT',
          consentType: 'SMS_TRANSACTIONAL',
          version: 1,
          ...SHOWN,
        },
      ],
    };
  }

  it('keeps the record (201)', async () => {
    const jwt = await register(t);
    const sent = await body();
    const res = await t.call('POST', RECORD, sent, bearer(jwt));
    expect(res.status).toBe(201);
    expect(schemaProblems('created-response', res.body)).toEqual([]);
    const kept = (await t.call('GET', '/__sandbox/submissions')).body;
    expect(kept.commsConsents).toEqual([expect.objectContaining({ uuid: res.body.uuid, consent: sent })]);
    expect(schemaProblems('sandbox-submissions', kept)).toEqual([]);
  });

  it.each([
    [
      (b: Record<string, unknown>) => ({
        ...b,
        consents: [
          {
            consentPromptUuid: '00000000-0000-4000-8000-000000000000',
            optInOut: 'OPT_IN',
            consentType: 'SMS',
            version: 2,
            ...SHOWN,
          },
        ],
      }),
      'consents[0].consentPromptUuid is not a known consent prompt',
    ],
    [
      (b: Record<string, unknown>) => ({
        ...b,
        consents: [{ consentPromptUuid: 'x', optInOut: 'YES', consentType: 'SMS', version: 2, ...SHOWN }],
      }),
      'consents[0].consentPromptUuid must be a UUID (8-4-4-4-12 hexadecimal digits); consents[0].optInOut must be one of OPT_IN, OPT_OUT',
    ],
    [
      (b: { consents: Record<string, unknown>[] }) => ({ ...b, consents: [{ ...b.consents[0], version: 1 }] }),
      'consents[0].version is not the current version of SMS (2)',
    ],
    [
      (b: { consents: Record<string, unknown>[] }) => ({
        ...b,
        consents: [{ ...b.consents[0], consentType: 'SMS_TRANSACTIONAL', version: 1 }],
      }),
      "consents[0].consentType is not the prompt's type (SMS)",
    ],
    [
      (b: { consents: Record<string, unknown>[] }) => ({ ...b, consents: [{ ...b.consents[0], text: undefined }] }),
      'consents[0].text is required',
    ],
    [
      (b: { consents: Record<string, unknown>[] }) => ({
        ...b,
        consents: [{ ...b.consents[0], page: 'set-password' }],
      }),
      'consents[0].page must be a site path starting with a slash',
    ],
    [(b: Record<string, unknown>) => ({ ...b, org: 'NOPE' }), "Unknown organization 'NOPE'"],
    [(b: Record<string, unknown>) => ({ ...b, consents: [] }), 'consents must have at least 1 item'],
  ])('400 (%#)', async (change, message) => {
    const jwt = await register(t);
    const res = await t.call('POST', RECORD, (change as (b: unknown) => unknown)(await body()), bearer(jwt));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('keeps an audit record per answer: type, version, choice, the words and their SHA-256, page, brand and time', async () => {
    const jwt = await register(t);
    await t.call('POST', RECORD, await body('OPT_IN'), bearer(jwt));
    const { consents } = (await t.call('GET', '/__sandbox/consents')).body;
    expect(schemaProblems('sandbox-consent-list', { consents })).toEqual([]);
    const sha = createHash('sha256').update(SHOWN.text).digest('hex');
    expect(consents).toEqual([
      expect.objectContaining({
        channel: 'COMMS_PREFS',
        type: 'SMS',
        version: 2,
        choice: 'OPT_IN',
        applicationUuid: null,
      }),
      expect.objectContaining({ channel: 'COMMS_PREFS', type: 'SMS_TRANSACTIONAL', version: 1, choice: 'OPT_OUT' }),
    ]);
    for (const record of consents)
      expect(record).toMatchObject({ organizationCode: 'ACME', text: SHOWN.text, textSha256: sha, page: SHOWN.page });
  });

  it('401 without a token', async () => {
    expect((await t.call('POST', RECORD, await body())).status).toBe(401);
  });
});
