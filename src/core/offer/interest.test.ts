import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, dailyInterest, monthlyInterest } from './interest';

describe('interest on the 365.25-day year', () => {
  // Computed separately with Python's decimal module, half even to cents: day = P*a/100/365.25,
  // month = P*a/1200 (a month of 365.25 / 12 days is a twelfth of the year).
  it.each([
    [36_525, 10, 10, 304.38],
    [100_000, 9.131, 25, 760.92],
    [50_000, 8.99, 12.31, 374.58],
    [15_000, 7.6, 3.12, 95],
    [400_000, 17.2, 188.36, 5733.33],
    [123_456.78, 12.345, 41.73, 1270.06],
    [36_525, 0.125, 0.12, 3.8],
    [1_200, 0.375, 0.01, 0.38],
    [0, 9, 0, 0],
    [100_000, 0, 0, 0],
  ])('%s dollars at %s per cent: %s a day, %s a month', (principal, rate, day, month) => {
    expect(dailyInterest(principal, rate)).toBe(day);
    expect(monthlyInterest(principal, rate)).toBe(month);
  });

  it('rounds a tie to even', () => {
    // 0.125 % of $36,525 a year is $0.125 a day, and 0.375 % of $1,200 is $0.375 a month.
    expect(dailyInterest(36_525, 0.125)).toBe(0.12);
    expect(monthlyInterest(1_200, 0.375)).toBe(0.38);
  });

  it('uses a month of 30.4375 days', () => expect(DAYS_PER_MONTH).toBe(30.4375));

  it.each([
    ['principal', () => dailyInterest(-1, 5), RangeError],
    ['annualRatePercent', () => monthlyInterest(1, Number.NaN), TypeError],
    ['principal', () => monthlyInterest('1' as unknown as number, 5), TypeError],
  ])('names %s when it is wrong', (name, call, error) => {
    expect(call).toThrow(error);
    expect(call).toThrow(name);
  });
});
