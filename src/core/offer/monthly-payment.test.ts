import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './monthly-payment';

/** Balance left after n months of paying `payment`, by stepping the schedule (no closed formula). */
function balanceAfter(principal: number, annualRatePercent: number, months: number, payment: number): number {
  let balance = principal;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + annualRatePercent / 1200) - payment;
  return balance;
}

describe('monthlyPayment', () => {
  // Expected values computed separately with Python's decimal module at 60 digits, rounded half even.
  it.each([
    [100_000, 6, 30, 599.55],
    [200_000, 5, 30, 1073.64],
    [100_000, 7, 15, 898.83],
    [50_000, 8.99, 10, 633.11],
    [15_000, 7.6, 5, 301.28],
    [400_000, 17.2, 30, 5767.69],
    [123_456.78, 12.345, 15, 1509.2],
    [75_000, 9.875, 10, 985.95],
    [1000, 12, 1, 88.85],
    [15_000, 0, 5, 250],
    [100_000, 0, 30, 277.78],
    [0, 8.99, 10, 0],
  ])('%s dollars at %s per cent over %s years -> %s', (principal, annualRatePercent, termYears, expected) => {
    expect(monthlyPayment({ principal, annualRatePercent, termYears })).toBe(expected);
  });

  it('pays the loan off to within half a cent a month, checked by stepping the schedule', () => {
    const terms = fc.record({
      principal: fc.integer({ min: 15_000, max: 400_000 }),
      annualRatePercent: fc.integer({ min: 0, max: 20_000 }).map((milli) => milli / 1000),
      termYears: fc.constantFrom(1, 5, 10, 15, 30),
    });
    fc.assert(
      fc.property(terms, ({ principal, annualRatePercent, termYears }) => {
        const payment = monthlyPayment({ principal, annualRatePercent, termYears });
        const months = termYears * 12;
        // The exact payment lies within half a cent of the rounded one: half a cent less leaves a
        // balance, half a cent more overpays (small slack for the loop's own float error).
        expect(balanceAfter(principal, annualRatePercent, months, payment - 0.005)).toBeGreaterThan(-1e-6);
        expect(balanceAfter(principal, annualRatePercent, months, payment + 0.005)).toBeLessThan(1e-6);
      }),
    );
  });

  it.each([
    ['a non-numeric principal', { principal: '1' }, TypeError, /principal/],
    ['a negative principal', { principal: -1 }, RangeError, /principal/],
    ['a NaN rate', { annualRatePercent: Number.NaN }, TypeError, /annualRatePercent/],
    ['a negative rate', { annualRatePercent: -0.5 }, RangeError, /annualRatePercent/],
    ['a missing term', { termYears: undefined }, TypeError, /termYears/],
    ['a zero term', { termYears: 0 }, RangeError, /termYears must be positive/],
    ['a negative term', { termYears: -5 }, RangeError, /termYears must be positive/],
    ['a term of part months', { termYears: 1.01 }, RangeError, /whole months/],
  ])('rejects %s', (_name, override, error, message) => {
    const call = () =>
      monthlyPayment({ principal: 50_000, annualRatePercent: 8.99, termYears: 10, ...override } as never);
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });
});
