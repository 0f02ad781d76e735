/**
 * The amortising monthly payment the offer panel shows (platform spec, section 9: "Monthly
 * payment follows the amortization formula from term in years, annual rate and principal").
 */
import { requireNonNegative, requireNumber } from './arguments';
import { roundCents } from './rounding';

export interface PaymentTerms {
  /** Dollars borrowed. */
  principal: number;
  /** Annual rate in percent, as offers carry it: 8.99 means 8.99 %. */
  annualRatePercent: number;
  /** Whole months in total (termYears * 12 must be an integer). */
  termYears: number;
}

/** Number of monthly payments; rejects terms that do not come to whole months. */
export function paymentCount(fn: string, termYears: unknown): number {
  const years = requireNumber(fn, 'termYears', termYears);
  if (years <= 0) throw new RangeError(`${fn}: termYears must be positive, got ${years}`);
  const months = years * 12;
  if (!Number.isInteger(months)) throw new RangeError(`${fn}: termYears must come to whole months, got ${years}`);
  return months;
}

/**
 * P * r / (1 - (1 + r)^-n) with r the monthly rate and n the number of months, in cents rounded
 * half to even. A 0 % rate has no interest to spread, so the formula's 0/0 becomes P / n.
 */
export function monthlyPayment({ principal, annualRatePercent, termYears }: PaymentTerms): number {
  const p = requireNonNegative('monthlyPayment', 'principal', principal);
  const annual = requireNonNegative('monthlyPayment', 'annualRatePercent', annualRatePercent);
  const n = paymentCount('monthlyPayment', termYears);
  const r = annual / 12 / 100;
  if (r === 0) return roundCents(p / n);
  // -expm1(-n * log1p(r)) is 1 - (1 + r)^-n without the cancellation of 1 - (almost 1) at tiny r.
  return roundCents((p * r) / -Math.expm1(-n * Math.log1p(r)));
}
