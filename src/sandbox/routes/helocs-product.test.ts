import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeloc, register } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';

const HOME_ADDRESS = { street1: '9 Elm Road', city: 'Dallas', state: 'TX', zip: '75201' };

let t: TestSandbox;
beforeEach(async () => {
  const rootDir = createFixtureRoot({
    ...FIXTURE_BRANDS,
    // A DSCR-only lender, one with both, and one with the crypto-backed variant.
    RENT: { orgCode: 'RENT', statesServed: ['CA', 'TX'], products: { heloc: false, dscr: true } },
    BOTH: { orgCode: 'BOTH', statesServed: ['CA', 'TX'], products: { heloc: true, dscr: true } },
    COIN: { orgCode: 'COIN', statesServed: ['CA', 'TX'], products: { heloc: true, dscr: false, cryptoBacked: true } },
  });
  t = await createTestSandbox({ rootDir, now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(() => t.dispose());

describe('POST .../helocs: the product applied for', () => {
  it('is kept on the application (DSCR on an investment property)', async () => {
    const jwt = await register(t, undefined, 'RENT');
    const res = await createHeloc(t, jwt, {
      product: 'dscr',
      property: { occupancyType: 'INVESTMENT' },
      profile: { homeAddress: HOME_ADDRESS },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('dscr');
  });

  it('a DSCR loan on a home or second home is a 400 naming the occupancy', async () => {
    const jwt = await register(t, undefined, 'BOTH');
    for (const occupancyType of ['HOME', 'SECONDARY']) {
      const res = await createHeloc(t, jwt, {
        product: 'dscr',
        property: { occupancyType },
        profile: { homeAddress: HOME_ADDRESS },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('propertyRequest.occupancyType must be INVESTMENT for a DSCR loan');
    }
  });

  it('a product the lender does not offer is a 400 naming the product (a HELOC at a DSCR-only lender)', async () => {
    const jwt = await register(t, undefined, 'RENT');
    const res = await createHeloc(t, jwt, {
      property: { occupancyType: 'INVESTMENT' },
      profile: { homeAddress: HOME_ADDRESS },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('product is not offered by this lender (heloc)');
  });

  it('the crypto-backed variant is made with isCrypto true, the HELOC beside it with false', async () => {
    const crypto = await createHeloc(t, await register(t, undefined, 'COIN'), { product: 'heloc-crypto-backed' });
    expect(crypto.status).toBe(200);
    expect([crypto.body.product, crypto.body.isCrypto]).toEqual(['heloc-crypto-backed', true]);
    const plain = await createHeloc(t, await register(t, undefined, 'COIN'));
    expect(plain.status).toBe(200);
    expect(plain.body.isCrypto).toBe(false);
  });

  it('the crypto-backed variant at a lender without it is a 400 naming the product', async () => {
    const res = await createHeloc(t, await register(t, undefined, 'BOTH'), { product: 'heloc-crypto-backed' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('product is not offered by this lender (heloc-crypto-backed)');
  });

  it('an unknown product is a 400 naming the field', async () => {
    const jwt = await register(t, undefined, 'BOTH');
    const res = await createHeloc(t, jwt, { product: 'crypto' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('product');
  });
});
