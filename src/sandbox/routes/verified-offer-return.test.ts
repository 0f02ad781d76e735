import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { task, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
});
afterEach(() => t.dispose());

const force = (uuid: string, body: Record<string, unknown>) => t.call('PUT', `/__sandbox/applications/${uuid}`, body);

async function atOffers(subDecision: string) {
  const { jwt, application } = await borrowerWithApplication(t);
  const uuid = application.uuid as string;
  const offer = application.offers.offers[0];
  const forced = await force(uuid, { status: 'OFFER_SELECTION', decision: 'APPROVED', subDecision });
  expect(forced.status).toBe(200);
  return { jwt, uuid, choice: { offerId: offer.id, drawAmount: Math.floor(offer.maxDraw) } };
}

describe('select-offer from signing/intro (sub-decision VERIFIED_OFFER)', { timeout: 30_000 }, () => {
  it('returns to NOTE_SIGNING when the origin says so', async () => {
    const { jwt, uuid, choice } = await atOffers('VERIFIED_OFFER');
    const res = await task(t, jwt, uuid, 'select-offer', { ...choice, origin: 'signing/intro' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('NOTE_SIGNING');
  });

  it('without the origin it goes on as after a first offer', async () => {
    const { jwt, uuid, choice } = await atOffers('VERIFIED_OFFER');
    const res = await task(t, jwt, uuid, 'select-offer', choice);
    expect(res.body.status).not.toBe('NOTE_SIGNING');
  });

  it('an offer that is not verified does not jump to signing, whatever the origin', async () => {
    const { jwt, uuid, choice } = await atOffers('UNVERIFIED_OFFER');
    const res = await task(t, jwt, uuid, 'select-offer', { ...choice, origin: 'signing/intro' });
    expect(res.status).toBe(200);
    expect(res.body.status).not.toBe('NOTE_SIGNING');
  });

  it('an origin other than signing/intro is a 400 naming it', async () => {
    const { jwt, uuid, choice } = await atOffers('VERIFIED_OFFER');
    const res = await task(t, jwt, uuid, 'select-offer', { ...choice, origin: 'bank/autopay' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('origin');
  });
});
