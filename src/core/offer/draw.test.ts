import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawAmountFromLoan, drawBounds, drawTotal, isDrawAmountValid, originationFeeDollars } from './draw';

// Expected values worked by hand: fee = amount * percent / 100, rounded half even to cents.
describe('drawTotal', () => {
  it.each([
    [50_000, 4.99, undefined, 52_495],
    [50_000, 4.99, 1_000, 51_000],
    [50_000, 4.99, 0, 50_000],
    [50_000, 4.99, 5_000, 52_495],
    [12_345.67, 2.5, undefined, 12_654.31],
    [100, 0.125, undefined, 100.12],
    [100, 0.375, undefined, 100.38],
    [15_000, 0, undefined, 15_000],
    [0, 4.99, undefined, 0],
  ])('%s dollars at %s per cent (cap %s) -> %s', (amount, fee, cap, expected) =>
    expect(drawTotal(amount, fee, cap)).toBe(expected),
  );

  it.each([
    ['a non-numeric amount', () => drawTotal('5' as unknown as number, 1), TypeError, /amount/],
    ['a NaN amount', () => drawTotal(Number.NaN, 1), TypeError, /amount/],
    ['a negative amount', () => drawTotal(-1, 1), RangeError, /amount/],
    ['a non-numeric fee', () => drawTotal(1, null as unknown as number), TypeError, /originationFeePercent/],
    ['a negative fee', () => drawTotal(1, -0.01), RangeError, /originationFeePercent/],
    ['a negative cap', () => drawTotal(1, 1, -1), RangeError, /feeCap/],
    ['a non-numeric cap', () => drawTotal(1, 1, '9' as unknown as number), TypeError, /feeCap/],
  ])('rejects %s', (_name, call, error, message) => {
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });

  it('is the amount plus the fee the offer panel shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000_000 }), fc.integer({ min: 0, max: 499 }), (cents, feeBasis) => {
        const amount = cents / 100;
        const percent = feeBasis / 100;
        expect(drawTotal(amount, percent)).toBe(
          Math.round((amount + originationFeeDollars(amount, percent)) * 100) / 100,
        );
      }),
    );
  });
});

describe('drawAmountFromLoan', () => {
  it.each([
    [100_000, 2.5, 700, 96_800],
    [20_000, 4.99, 0, 19_002],
    [250_000, 3.49, 3_500, 237_775],
    [15_000, 0, 0, 15_000],
    [1_000, 4.99, 1_400, 0],
  ])(
    'loan of %s dollars, fee %s per cent, tax %s -> %s',
    (loanAmount, originationFeePercent, recordingTax, expected) => {
      expect(drawAmountFromLoan({ loanAmount, originationFeePercent, recordingTax })).toBe(expected);
    },
  );

  it.each([
    ['loanAmount', { loanAmount: -1 }],
    ['originationFeePercent', { originationFeePercent: Number.NaN }],
    ['recordingTax', { recordingTax: '0' }],
  ])('names %s when it is wrong', (name, override) => {
    expect(() =>
      drawAmountFromLoan({ loanAmount: 1, originationFeePercent: 1, recordingTax: 0, ...override } as never),
    ).toThrow(name);
  });
});

describe('drawBounds', () => {
  it.each([
    ['whole dollars', { minDraw: 15_000, maxDraw: 95_000 }, { min: 15_000, max: 95_000 }],
    ['cents, rounded inwards', { minDraw: 15_000.01, maxDraw: 95_000.99 }, { min: 15_001, max: 95_000 }],
    [
      'cents within one dollar: no whole draw fits',
      { minDraw: 15_000.5, maxDraw: 15_000.7 },
      { min: 15_001, max: 15_000 },
    ],
  ])('%s', (_name, offer, expected) => expect(drawBounds(offer)).toEqual(expected));
});

describe('isDrawAmountValid', () => {
  const offer = { minDraw: 15_000, maxDraw: 95_000.5 };
  it.each([
    [15_000, true],
    [95_000.5, true],
    [50_000.25, true],
    [14_999.99, false],
    [95_000.51, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['50000', false],
    [undefined, false],
    [null, false],
  ])('%s -> %s', (amount, expected) => expect(isDrawAmountValid(offer, amount)).toBe(expected));

  it('accepts every whole-dollar slider position', () => {
    const { min, max } = drawBounds(offer);
    fc.assert(fc.property(fc.integer({ min, max }), (amount) => isDrawAmountValid(offer, amount)));
  });
});
