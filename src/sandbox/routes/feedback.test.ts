import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, register, uniqueEmail } from '../test-support/borrowers';
import {
  createFixtureRoot,
  createTestSandbox,
  FIXTURE_BRANDS,
  schemaProblems,
  type TestSandbox,
} from '../test-support/test-sandbox';

const CEO = '/service-profile/api/v1/feedback/ceo';
const PLAIN = '/service-profile/api/v1/feedback';

const sent = {
  topic: 'Give us a compliment',
  message: 'The offer page was very clear.',
  marketingConsent: false,
  pathname: '/dashboard',
  productType: 'HELOC',
};

let t: TestSandbox;
beforeEach(async () => {
  // ACME is the provider's own brand here, as MERIDIAN is in brands/.
  t = await createTestSandbox({
    rootDir: createFixtureRoot({ ...FIXTURE_BRANDS, ACME: { ...FIXTURE_BRANDS.ACME, kind: 'provider' } }),
  });
});
afterEach(() => t.dispose());

describe('feedback', () => {
  it('keeps feedback to the CEO from a signed-in borrower of the provider brand (201)', async () => {
    const jwt = await register(t);
    const body = { ...sent, applicationUuid: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' };
    const res = await t.call('POST', CEO, body, { ...bearer(jwt), 'x-org': 'ACME' });
    expect(res.status).toBe(201);
    expect(schemaProblems('created-response', res.body)).toEqual([]);
    const kept = (await t.call('GET', '/__sandbox/feedback')).body;
    expect(schemaProblems('sandbox-feedback-list', kept)).toEqual([]);
    expect(kept.feedback).toEqual([
      expect.objectContaining({ uuid: res.body.uuid, organizationCode: 'ACME', toCeo: true, body }),
    ]);
  });

  it('refuses feedback to the CEO on a partner brand, and keeps its plain feedback', async () => {
    const jwt = await register(t, uniqueEmail(), 'BETA');
    const headers = { ...bearer(jwt), 'x-org': 'BETA' };
    expect((await t.call('POST', CEO, sent, headers)).status).toBe(403);
    const res = await t.call('POST', PLAIN, sent, headers);
    expect(res.status).toBe(201);
    expect((await t.call('GET', '/__sandbox/feedback')).body.feedback).toEqual([
      expect.objectContaining({ organizationCode: 'BETA', toCeo: false, body: sent }),
    ]);
  });

  it('needs a signed-in borrower', async () => {
    expect((await t.call('POST', CEO, sent, { 'x-org': 'ACME' })).status).toBe(401);
  });

  it.each([
    [{ ...sent, message: 'too short' }, 'message Must be at least 10 characters'],
    [{ ...sent, message: 'x'.repeat(1001) }, 'message Must be at most 1000 characters'],
    [{ ...sent, topic: 'Complain' }, 'topic'],
    [{ ...sent, marketingConsent: 'Yes' }, 'marketingConsent'],
    [{ ...sent, productType: 'DSCR' }, 'productType'],
  ])('400 naming the field (case %#)', async (body, named) => {
    const jwt = await register(t);
    const res = await t.call('POST', CEO, body, { ...bearer(jwt), 'x-org': 'ACME' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(named);
    expect((await t.call('GET', '/__sandbox/feedback')).body.feedback).toEqual([]);
  });

  it('a reset forgets the feedback', async () => {
    const jwt = await register(t);
    await t.call('POST', CEO, sent, { ...bearer(jwt), 'x-org': 'ACME' });
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', '/__sandbox/feedback')).body.feedback).toEqual([]);
  });
});
