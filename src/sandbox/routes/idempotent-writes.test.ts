import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, helocBody, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, readStatus, testClock } from '../test-support/workflow-calls';

const CREATE = '/service-application/api/v3/application/helocs?state=CA';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
});
afterEach(() => t.dispose());

const withKey = (jwt: string, key: string, more: Record<string, string> = {}) => ({
  ...bearer(jwt),
  'idempotency-key': key,
  ...more,
});
const applicationsOf = async (email: string) =>
  ((await t.call('GET', '/__sandbox/applications')).body as { applications: { email: string }[] }).applications.filter(
    (a) => a.email === email,
  );

describe('POST .../application/helocs with an Idempotency-Key', () => {
  it('a repeat with the same key answers the same application, with the same status, and makes no second one', async () => {
    const email = uniqueEmail();
    const jwt = await register(t, email);
    const key = crypto.randomUUID();
    const first = await t.call('POST', CREATE, helocBody(), withKey(jwt, key));
    const again = await t.call('POST', CREATE, helocBody(), withKey(jwt, key));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.body.uuid);
    expect(again.body.loanNumber).toBe(first.body.loanNumber);
    expect(await applicationsOf(email)).toHaveLength(1);
  });

  it('another key for a borrower with an active application is still the 409 of the spec', async () => {
    const jwt = await register(t, uniqueEmail());
    expect((await t.call('POST', CREATE, helocBody(), withKey(jwt, crypto.randomUUID()))).status).toBe(200);
    const second = await t.call('POST', CREATE, helocBody(), withKey(jwt, crypto.randomUUID()));
    expect(second.body).toEqual({ status: 409, message: 'Active application already exists.' });
  });

  it('the same key with another body is a 422 naming the key', async () => {
    const jwt = await register(t, uniqueEmail());
    const key = crypto.randomUUID();
    await t.call('POST', CREATE, helocBody(), withKey(jwt, key));
    const other = await t.call('POST', CREATE, helocBody({ employmentType: 'RETIRED' }), withKey(jwt, key));
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      { pointer: '/idempotency-key', message: 'was already used for a different request' },
    ]);
  });

  it('a key is the borrower’s own: another borrower with the same key gets their own application', async () => {
    const key = crypto.randomUUID();
    const a = await t.call('POST', CREATE, helocBody(), withKey(await register(t, uniqueEmail()), key));
    const b = await t.call('POST', CREATE, helocBody(), withKey(await register(t, uniqueEmail()), key));
    expect(b.status).toBe(200);
    expect(b.body.uuid).not.toBe(a.body.uuid);
  });

  it.each(['short', 'has spaces in it but is long enough', 'x'.repeat(65)])(
    'a malformed key (%s) is a 400 naming the header',
    async (key) => {
      const jwt = await register(t, uniqueEmail());
      const res = await t.call('POST', CREATE, helocBody(), withKey(jwt, key));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('idempotency-key is not in the expected format');
    },
  );
});

describe('task calls with an Idempotency-Key and the status they were made from', () => {
  async function atOffers() {
    const { jwt, application } = await borrowerWithApplication(t);
    const offer = application.offers.offers[0];
    const body = { offerId: offer.id, drawAmount: Math.floor(offer.maxDraw) };
    return { jwt, uuid: application.uuid as string, body };
  }

  it('a repeat with the same key gets the first answer again and is not applied twice', async () => {
    const { jwt, uuid, body } = await atOffers();
    const key = crypto.randomUUID();
    const path = `${BASE(uuid)}/tasks/select-offer`;
    const first = await t.call('POST', path, body, withKey(jwt, key, { 'x-application-status': 'OFFER_SELECTION' }));
    const again = await t.call('POST', path, body, withKey(jwt, key, { 'x-application-status': 'OFFER_SELECTION' }));
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await readStatus(t, jwt, uuid)).status).toBe('INCOME_VERIFICATION');
  });

  it('a task made from a status the application has left is a 409 naming the header, and changes nothing', async () => {
    const { jwt, uuid, body } = await atOffers();
    const path = `${BASE(uuid)}/tasks/select-offer`;
    await t.call('POST', path, body, withKey(jwt, crypto.randomUUID(), { 'x-application-status': 'OFFER_SELECTION' }));
    const before = await readStatus(t, jwt, uuid);
    const stale = await t.call(
      'POST',
      path,
      body,
      withKey(jwt, crypto.randomUUID(), { 'x-application-status': 'OFFER_SELECTION' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual([
      {
        pointer: '/x-application-status',
        message: 'is OFFER_SELECTION, but the application is now INCOME_VERIFICATION',
      },
    ]);
    expect(await readStatus(t, jwt, uuid)).toEqual(before);
  });

  it('an unknown status in the header is a 400 naming it', async () => {
    const { jwt, uuid, body } = await atOffers();
    const res = await t.call('POST', `${BASE(uuid)}/tasks/select-offer`, body, {
      ...bearer(jwt),
      'x-application-status': 'NOT_A_STATUS',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^x-application-status /);
  });
});
