import { describe, expect, it } from 'vitest';
import type { HelocOffer } from '@/generated/types/heloc-offer';
import { schemaProblems } from '../test-support/test-sandbox';
import { buildOfferSet, creditScore, type OfferInput } from './build-offers';
import { APR_MIN, ORIGINATION_FEE_MAX } from './lending-constants';
import { BUY_DOWN_FEE_POINTS, BUY_DOWN_RATE_POINTS, rateBuyDownOf, withRateBuyDown } from './rate-buy-down';

const BASE: HelocOffer = {
  id: '00000000-0000-4000-8000-000000000015',
  term: 15,
  type: 'FIXED',
  originationFee: 2.39,
  min: 15_000,
  max: 100_000,
  minDraw: 15_000,
  maxDraw: 97_110,
  rate: 9.35,
  baseRate: 8.85,
  otherRate: 8.975,
  discountList: [{ discount: { type: 'AUTOPAY', amount: 0.25 }, rateWithDiscount: 9.1 }],
  minRecordingTax: 75,
  maxRecordingTax: 500,
};
const ID = '00000000-0000-4000-8000-0000000000bd';

describe('rateBuyDownOf: 0.50 APR points lower for 1.00 point more origination fee', () => {
  it('lowers the APR (and the discounted and other-type rates), raises the fee, and draws less, marked', () => {
    expect(rateBuyDownOf(BASE, ID)).toEqual({
      ...BASE,
      id: ID,
      rate: 8.85,
      originationFee: 3.39,
      // 100,000 less 3.39% and the 500 of recording tax.
      maxDraw: 96_110,
      minDraw: 15_000,
      otherRate: 8.475,
      discountList: [{ discount: { type: 'AUTOPAY', amount: 0.25 }, rateWithDiscount: 8.6 }],
      rateBuyDown: { baseOfferId: BASE.id, rateReduction: 0.5, originationFeeIncrease: 1 },
    });
  });

  it.each([
    ['the APR lands on the 7.60% floor', { rate: APR_MIN + BUY_DOWN_RATE_POINTS }, true],
    ['the APR would fall under the 7.60% floor', { rate: 8.099 }, false],
    ['the fee lands on the 4.99% cap', { originationFee: ORIGINATION_FEE_MAX - BUY_DOWN_FEE_POINTS }, true],
    ['the fee would pass the 4.99% cap', { originationFee: 4 }, false],
  ])('%s: offered $2', (_case, change, offered) => {
    const variant = rateBuyDownOf({ ...BASE, ...change }, ID);
    expect(variant !== null).toBe(offered);
    if (variant) {
      expect(variant.rate).toBeGreaterThanOrEqual(APR_MIN);
      expect(variant.originationFee).toBeLessThanOrEqual(ORIGINATION_FEE_MAX);
    }
  });

  it('a discount never takes the bought-down rate under the floor', () => {
    const variant = rateBuyDownOf({ ...BASE, rate: 8.2 }, ID)!;
    expect(variant.rate).toBe(7.7);
    expect(variant.discountList[0]!.rateWithDiscount).toBe(APR_MIN);
  });
});

describe('withRateBuyDown', () => {
  const offers = ([5, 10, 15, 30] as const).map((term): HelocOffer => ({
    ...BASE,
    id: `${BASE.id.slice(0, -2)}${term}`,
    term,
    type: term === 30 ? 'VARIABLE' : 'FIXED',
  }));

  it('buys down the longest fixed-rate term, placed right after it', () => {
    const set = withRateBuyDown(offers, 'app-1');
    expect(set.map((o) => [o.term, o.type, o.rateBuyDown?.baseOfferId ?? null])).toEqual([
      [5, 'FIXED', null],
      [10, 'FIXED', null],
      [15, 'FIXED', null],
      [15, 'FIXED', offers[2]!.id],
      [30, 'VARIABLE', null],
    ]);
  });

  it('adds nothing when that offer cannot be bought down within the limits', () => {
    const capped = offers.map((o) => ({ ...o, originationFee: 4.5 }));
    expect(withRateBuyDown(capped, 'app-1')).toEqual(capped);
  });
});

describe('buildOfferSet honours the flag', () => {
  const input = (email: string, rateBuyDown?: boolean): OfferInput => ({
    applicationUuid: '8f1c2d3e-0000-4000-8000-000000000001',
    email,
    totalIncome: 150_000,
    homeValue: 600_000,
    mortgageBalance: 200_000,
    occupancy: 'HOME',
    state: 'CO',
    employmentType: 'FULL_TIME',
    ...(rateBuyDown === undefined ? {} : { rateBuyDown }),
  });
  /** The first of pat0@, pat1@, ... whose simulated credit score passes `test`. */
  const emailWhere = (test: (score: number) => boolean) =>
    Array.from({ length: 500 }, (_, i) => `pat${i}@example.com`).find((e) => test(creditScore(e)))!;
  const strong = emailWhere((s) => s >= 800);
  const weak = emailWhere((s) => s <= 650);

  it('off (or not said): one offer per term, none marked', () => {
    for (const set of [buildOfferSet(input(strong))!, buildOfferSet(input(strong, false))!]) {
      expect(set.offers.some((o) => o.rateBuyDown)).toBe(false);
      expect(new Set(set.offers.map((o) => o.term)).size).toBe(set.offers.length);
    }
  });

  it('on: the same offers plus the buy-down of the 15-year fixed, inside every constant and the schema', () => {
    const off = buildOfferSet(input(strong, false))!;
    const on = buildOfferSet(input(strong, true))!;
    expect(on.offers.filter((o) => !o.rateBuyDown)).toEqual(off.offers);
    const variant = on.offers.find((o) => o.rateBuyDown)!;
    const base = on.offers.find((o) => o.id === variant.rateBuyDown!.baseOfferId)!;
    expect([base.term, base.type, on.offers.indexOf(variant)]).toEqual([15, 'FIXED', on.offers.indexOf(base) + 1]);
    expect(variant.rate).toBeCloseTo(base.rate - 0.5, 6);
    expect(variant.originationFee).toBeCloseTo(base.originationFee + 1, 6);
    expect(schemaProblems('heloc-offer-set', on)).toEqual([]);
    // The fee cap of the set covers the buy-down's higher fee.
    expect(on.ofeeMaxThreshold).toBeGreaterThanOrEqual((variant.max * variant.originationFee) / 100);
  });

  it('on, for a borrower whose 15-year fee is already near the 4.99% cap: no buy-down', () => {
    const on = buildOfferSet(input(weak, true))!;
    const fifteen = on.offers.find((o) => o.term === 15)!;
    expect(fifteen.originationFee + BUY_DOWN_FEE_POINTS).toBeGreaterThan(ORIGINATION_FEE_MAX);
    expect(on.offers).toEqual(buildOfferSet(input(weak, false))!.offers);
  });
});
