import { describe, expect, it } from 'vitest';
import type { HelocOffer } from '@/generated/types/heloc-offer';
import { autopayRate, offerPanel } from './offer-panel';

// A 10-year offer in a recording-tax state at $1,000 per $100,000 (1,200 on the 120,000 line).
const offer: HelocOffer = {
  id: '00000000-0000-4000-8000-000000000001',
  term: 10,
  type: 'FIXED',
  originationFee: 2.49,
  min: 15_000,
  max: 120_000,
  minDraw: 15_000,
  maxDraw: 115_812,
  rate: 9.375,
  baseRate: 9.125,
  otherRate: 9,
  discountList: [{ discount: { type: 'AUTOPAY', amount: 0.25 }, rateWithDiscount: 9.125 }],
  minRecordingTax: 150,
  maxRecordingTax: 1_200,
};

describe('offerPanel', () => {
  // Expected figures from Python's decimal module (amortisation formula at 50 digits, half even):
  // fee = draw * 2.49 %, tax = (draw + fee) * rate / 100,000, payment over 120 months.
  it.each([
    [
      'manual pay in PA',
      50_000,
      { state: 'PA' },
      {
        apr: 9.375,
        autopayDiscountApplied: false,
        monthlyPayment: 643.57,
        originationFee: 1_245,
        recordingTax: 512.45,
      },
    ],
    [
      'autopay in PA',
      50_000,
      { state: 'PA', autopay: true },
      { apr: 9.125, autopayDiscountApplied: true, monthlyPayment: 636.77, originationFee: 1_245, recordingTax: 512.45 },
    ],
    [
      'no recording tax in CA',
      50_000,
      { state: 'CA' },
      { apr: 9.375, monthlyPayment: 643.57, originationFee: 1_245, recordingTax: null },
    ],
    [
      'the offer set tax rate',
      87_654.32,
      { state: 'mi', autopay: true, recordingTaxPerHundredThousand: 850 },
      { apr: 9.125, monthlyPayment: 1_116.31, originationFee: 2_182.59, recordingTax: 763.61 },
    ],
    [
      'the smallest draw',
      15_000,
      { state: 'TX' },
      { monthlyPayment: 193.07, originationFee: 373.5, recordingTax: null },
    ],
    ['a capped fee', 50_000, { state: 'TX', feeCap: 1_000 }, { originationFee: 1_000 }],
    ['no recording fee named', 50_000, { state: 'TX' }, { recordingFee: null }],
    ['the recording fee, flat whatever the draw', 90_000, { state: 'PA', recordingFee: 315 }, { recordingFee: 315 }],
    ['a $0 recording fee', 15_000, { state: 'TX', recordingFee: 0 }, { recordingFee: 0 }],
    // Interest-only (62 and over): one month's interest, 50,000 * 9.375 % / 12 = 390.625, a tie to even.
    [
      'the interest-only variant',
      50_000,
      { state: 'TX', interestOnly: true },
      { monthlyPayment: 390.62, interestOnly: true },
    ],
    [
      'the interest-only variant with autopay',
      50_000,
      { state: 'TX', interestOnly: true, autopay: true },
      { apr: 9.125, monthlyPayment: 380.21, interestOnly: true },
    ],
    [
      'an amortising line is not interest-only',
      50_000,
      { state: 'TX' },
      { monthlyPayment: 643.57, interestOnly: false },
    ],
  ] as const)('%s', (_name, draw, options, expected) => {
    const figures = offerPanel(offer, draw, options);
    expect(figures).toMatchObject({ ...expected, initialDraw: draw, term: 10, originationFeePercent: 2.49 });
  });

  it('lists the discounts the borrower can take', () => {
    expect(offerPanel(offer, 20_000, { state: 'TX' }).discounts).toEqual([
      { type: 'AUTOPAY', amount: 0.25, rateWithDiscount: 9.125 },
    ]);
  });

  it('keeps the offer rate when autopay is chosen but the offer has no AUTOPAY discount', () => {
    const plain = {
      ...offer,
      discountList: [{ discount: { type: 'CREDIT_UNION' as const, amount: 0.5 }, rateWithDiscount: 8.875 }],
    };
    expect(offerPanel(plain, 20_000, { state: 'TX', autopay: true })).toMatchObject({
      apr: 9.375,
      autopayDiscountApplied: false,
    });
  });

  it.each([14_999, 115_812.01, Number.NaN, '50000' as unknown as number])('rejects a draw of %s', (draw) => {
    expect(() => offerPanel(offer, draw, { state: 'PA' })).toThrow(RangeError);
    expect(() => offerPanel(offer, draw, { state: 'PA' })).toThrow(/drawAmount/);
  });
});

it('rejects a negative recording fee', () => {
  expect(() => offerPanel(offer, 20_000, { state: 'TX', recordingFee: -1 })).toThrow(/recordingFee/);
});

describe('autopayRate', () => {
  it.each([
    ['an autopay discount', offer.discountList, 9.125],
    ['no discount', [], undefined],
  ])('%s -> $2', (_name, discountList, expected) => expect(autopayRate({ discountList })).toBe(expected));
});
