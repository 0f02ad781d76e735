import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfEven } from '@/core/offer/rounding';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [8.99, undefined, '8.990%'],
    [7.6, undefined, '7.600%'],
    [17.2, 3, '17.200%'],
    [9.125, 2, '9.12%'],
    [9.135, 2, '9.14%'],
    [8.9995, 3, '9.000%'],
    [2.5, 0, '2%'],
    [0, undefined, '0.000%'],
    [-0.25, 2, '-0.25%'],
    [1234.5, 1, '1,234.5%'],
  ])('%d with precision %s -> %s', (value, precision, expected) =>
    expect(formatPercent(value, precision)).toBe(expected),
  );

  it.each([
    ['a non-numeric value', () => formatPercent('8.99' as unknown as number), TypeError],
    ['NaN', () => formatPercent(Number.NaN), TypeError],
    ['a non-numeric precision', () => formatPercent(1, '2' as unknown as number), TypeError],
    ['a fractional precision', () => formatPercent(1, 1.5), TypeError],
    ['a negative precision', () => formatPercent(1, -1), RangeError],
  ])('rejects %s', (_name, call, error) => expect(call).toThrow(error));

  it('prints the figure roundHalfEven computes, so the panel and the math agree', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 0, max: 4 }), (rate, precision) => {
        expect(Number(formatPercent(rate, precision).slice(0, -1))).toBe(roundHalfEven(rate, precision));
      }),
    );
  });
});
