/**
 * Simple interest on a balance, on the spec's calendar: a 365.25-day year and a month of
 * 365.25 / 12 days (platform spec, section 9). Figures are in cents, rounded half to even.
 */
import { requireNonNegative } from './arguments';
import { roundedQuotient } from './exact-money';

export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

/** Interest for `days` days, P * a / 100 / 365.25 * days, exact until the one rounding to cents. */
function interestFor(fn: string, principal: number, annualRatePercent: number, days: number): number {
  const p = requireNonNegative(fn, 'principal', principal);
  const annual = requireNonNegative(fn, 'annualRatePercent', annualRatePercent);
  return roundedQuotient([p, annual, days], [100, DAYS_PER_YEAR]);
}

/** One day's interest: dailyInterest(36_525, 10) === 10, since 10 % of $36,525 is $3,652.50 a year. */
export function dailyInterest(principal: number, annualRatePercent: number): number {
  return interestFor('dailyInterest', principal, annualRatePercent, 1);
}

/**
 * One month's interest, the daily interest times 30.4375 days. That equals a twelfth of the
 * year's interest; it is written as the spec states it so the two functions cannot drift apart.
 * The daily figure is rounded only once, at the end, so a month is not 30.4375 rounded days.
 */
export function monthlyInterest(principal: number, annualRatePercent: number): number {
  return interestFor('monthlyInterest', principal, annualRatePercent, DAYS_PER_MONTH);
}
