import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HelocOffer } from '@/generated/types/heloc-offer';
import { creditScore } from '../soft-pull/build-offers';
import { bearer, createHeloc, register } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, task, testClock } from '../test-support/workflow-calls';

/**
 * fe-heloc-rate-buy-down is a lender pricing option: the sandbox's offer builder honours it for
 * the applicant's brand (the ACME fixture turns it on in its manifest; an override wins).
 */
const FLAG = 'fe-heloc-rate-buy-down';
const FLAG_OFF_BRAND = 'WIDE';

let t: TestSandbox;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestSandbox({ now: clock.now });
});
afterEach(() => t.dispose());

let made = 0;
/** A new email whose simulated credit score is good enough for the buy-down's fee to fit under 4.99%. */
function strongEmail(tag = ''): string {
  for (;;) {
    made += 1;
    const email = `buydown${made}${tag ? `+${tag}` : ''}@example.com`;
    if (creditScore(email) >= 780) return email;
  }
}

async function offersFor(org: string, email = strongEmail()): Promise<HelocOffer[]> {
  const jwt = await register(t, email, org);
  const res = await createHeloc(t, jwt, { property: { state: 'CA' } });
  expect(res.status).toBe(200);
  return res.body.offers.offers as HelocOffer[];
}

const buyDowns = (offers: HelocOffer[]) => offers.filter((o) => o.rateBuyDown);

describe('the rate buy-down in the offers the create call prices', { timeout: 30_000 }, () => {
  it('a brand with the flag on gets one, marked, after its 15-year fixed base offer', async () => {
    const offers = await offersFor('ACME');
    const [variant] = buyDowns(offers);
    expect(buyDowns(offers)).toHaveLength(1);
    const base = offers.find((o) => o.id === variant!.rateBuyDown!.baseOfferId)!;
    expect(offers.indexOf(variant!)).toBe(offers.indexOf(base) + 1);
    expect(variant!.rateBuyDown).toEqual({ baseOfferId: base.id, rateReduction: 0.5, originationFeeIncrease: 1 });
  });

  it('a brand with the flag off gets none; the control override turns it on, and off again for ACME', async () => {
    expect(buyDowns(await offersFor(FLAG_OFF_BRAND))).toEqual([]);
    await t.call('PUT', '/__sandbox/flags', { [FLAG]: true });
    expect(buyDowns(await offersFor(FLAG_OFF_BRAND))).toHaveLength(1);
    await t.call('PUT', '/__sandbox/flags', { [FLAG]: false });
    expect(buyDowns(await offersFor('ACME'))).toEqual([]);
  });

  it('offers priced later (a confirmed property) follow the option the brand had when the application was made', async () => {
    await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
    const jwt = await register(t, strongEmail('multiple'), 'ACME');
    const created = await createHeloc(t, jwt, { property: { state: 'CA' } });
    expect([created.body.status.checklistStatus, created.body.offers]).toEqual(['MULTIPLE_PROPERTIES', null]);
    await t.call('PUT', '/__sandbox/flags', { [FLAG]: false });
    const uuid = created.body.uuid as string;
    await task(t, jwt, uuid, 'confirm-property', {
      street1: '12 Main St',
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
    });
    clock.advance(1);
    expect((await readStatus(t, jwt, uuid)).status).toBe('OFFER_SELECTION');
    const app = (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt)))
      .body as { offers: { offers: HelocOffer[] } };
    expect(buyDowns(app.offers.offers)).toHaveLength(1);
  });
});
