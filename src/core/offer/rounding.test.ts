import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents, roundHalfEven } from './rounding';

describe('roundHalfEven', () => {
  it.each([
    [0.5, 0, 0],
    [1.5, 0, 2],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [-0.5, 0, 0],
    [-2.5, 0, -2],
    [-3.5, 0, -4],
    [2.4999, 0, 2],
    [2.5001, 0, 3],
    // Binary artefacts: the decimal the number prints as is what gets rounded (see the module).
    [2.675, 2, 2.68],
    [2.665, 2, 2.66],
    [1.005, 2, 1],
    [1.015, 2, 1.02],
    [1.45, 1, 1.4],
    [0.125, 2, 0.12],
    [0.30000000000000004, 2, 0.3],
    [8.9995, 3, 9],
    [8.99, 3, 8.99],
    [1234.5678, 2, 1234.57],
    // Exponent notation from Number#toString.
    [1e-7, 6, 0],
    [5e-7, 6, 0],
    [1.5e-6, 6, 0.000002],
    [5e-7, 0, 0],
    [1e21, 2, 1e21],
    [0.05, 0, 0],
    [0.095, 1, 0.1],
    [99.995, 2, 100],
    [0, 2, 0],
  ])('%d to %d places -> %d', (value, decimals, expected) => expect(roundHalfEven(value, decimals)).toBe(expected));

  it('never returns -0', () => {
    expect(Object.is(roundHalfEven(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfEven(-0), 0)).toBe(true);
    expect(Object.is(roundHalfEven(-1e-9, 2), 0)).toBe(true);
  });

  it.each([
    ['a non-numeric value', () => roundHalfEven('1' as unknown as number), TypeError, /value/],
    ['NaN', () => roundHalfEven(Number.NaN), TypeError, /value/],
    ['Infinity', () => roundHalfEven(Number.POSITIVE_INFINITY), TypeError, /value/],
    ['a fractional decimals', () => roundHalfEven(1, 1.5), TypeError, /decimals/],
    ['a negative decimals', () => roundHalfEven(1, -1), RangeError, /decimals/],
  ])('rejects %s', (_name, call, error, message) => {
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });

  it('rounds every decimal with one extra place like exact integer arithmetic', () => {
    // Oracle: m * 10^-(d+1) rounded to d places is m / 10 rounded half-even, done in BigInt.
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (m, d) => {
        const abs = m < 0n ? -m : m;
        const quotient = abs / 10n;
        const remainder = abs % 10n;
        const up = remainder > 5n || (remainder === 5n && quotient % 2n === 1n);
        const units = quotient + (up ? 1n : 0n);
        const expected = units === 0n ? 0 : (m < 0n ? -1 : 1) * Number(`${units}e-${d}`);
        expect(roundHalfEven(Number(`${m}e-${d + 1}`), d)).toBe(expected);
      }),
    );
  });

  it('agrees with Intl.NumberFormat half-even, which formatMoney uses', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, d) => {
        const intl = new Intl.NumberFormat('en-US', {
          useGrouping: false,
          maximumFractionDigits: d,
          roundingMode: 'halfEven',
        });
        expect(roundHalfEven(x, d)).toBe(Number(intl.format(x)) || 0);
      }),
    );
  });

  it('is idempotent, odd-symmetric, within half a unit and has at most d places', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (x, d) => {
        const r = roundHalfEven(x, d);
        expect(roundHalfEven(r, d)).toBe(r);
        expect(roundHalfEven(-x, d)).toBe(r === 0 ? 0 : -r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 * 10 ** -d + Math.abs(x) * 1e-15);
        const fraction = String(r).split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('roundCents', () => {
  it.each([
    [12.345, 12.34],
    [12.355, 12.36],
    [599.5505, 599.55],
  ])('%d -> %d', (value, expected) => expect(roundCents(value)).toBe(expected));
});
