import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeloc, register, uniqueEmail } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, screenOf } from '../test-support/workflow-calls';

/** ACME applies no for-sale window; WINDOW, like MESQUITE_FLATS_CU, a six-month one. */
const WINDOW = { orgCode: 'WINDOW', statesServed: ['CA', 'TX'], forSaleWindowMonths: 6 };

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ rootDir: createFixtureRoot({ ...FIXTURE_BRANDS, WINDOW }) });
});
afterEach(() => t.dispose());

describe("the lender's for-sale window (forSaleWindowMonths)", () => {
  it('declines a home listed for sale within the window, and the web app says why', async () => {
    const jwt = await register(t, uniqueEmail(), 'WINDOW');
    const res = await createHeloc(t, jwt, { propertyListedForSale: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: { checklistStatus: 'DECLINED' },
      decision: 'INELIGIBLE',
      ineligibleReason: 'LISTED_FOR_SALE',
      offers: null,
    });
    const status = await readStatus(t, jwt, res.body.uuid);
    expect(status).toMatchObject({ status: 'DECLINED', ineligibleReason: 'LISTED_FOR_SALE' });
    expect(screenOf(status)).toBe('error/listed-for-sale');
  });

  it('gives offers at the same lender when the home was not listed', async () => {
    const jwt = await register(t, uniqueEmail(), 'WINDOW');
    const res = await createHeloc(t, jwt, { propertyListedForSale: false });
    expect(res.body.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(res.body).not.toHaveProperty('ineligibleReason');
  });

  it('leaves the decision to credit at a lender without a window', async () => {
    const jwt = await register(t, uniqueEmail(), 'ACME');
    const res = await createHeloc(t, jwt, { propertyListedForSale: true });
    expect(res.body.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(res.body).not.toHaveProperty('ineligibleReason');
  });
});
