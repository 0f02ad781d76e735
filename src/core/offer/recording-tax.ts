/**
 * Recording tax: some states tax recording the mortgage, at $0 to $1,400 per $100,000
 * (platform spec, section 9). The per-$100,000 figure comes from the offer set's RECORDING_TAX
 * cost (jsCriteria.perHundredThousand).
 */
import { requireNonNegative } from './arguments';
import { roundedQuotient } from './exact-money';

/** States where a recording tax applies (platform spec, section 9), by USPS code. */
export const RECORDING_TAX_STATES: ReadonlySet<string> = new Set([
  'AR',
  'CO',
  'HI',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'NJ',
  'NV',
  'OK',
  'OR',
  'PA',
  'SD',
  'UT',
  'WV',
  'WY',
]);

/** The spec's ceiling; a larger rate means the offer data is wrong, not that the borrower owes more. */
export const RECORDING_TAX_MAX_PER_100K = 1_400;

/** recordingTaxApplies('pa') === true; case-insensitive because addresses arrive as typed. */
export function recordingTaxApplies(state: string): boolean {
  return typeof state === 'string' && RECORDING_TAX_STATES.has(state.trim().toUpperCase());
}

/** Tax in dollars (cents, half even) on `amount` at `perHundredThousand` dollars per $100,000. */
export function recordingTax(amount: number, perHundredThousand: number): number {
  const dollars = requireNonNegative('recordingTax', 'amount', amount);
  const rate = requireNonNegative('recordingTax', 'perHundredThousand', perHundredThousand);
  if (rate > RECORDING_TAX_MAX_PER_100K) {
    throw new RangeError(`recordingTax: perHundredThousand must be at most ${RECORDING_TAX_MAX_PER_100K}, got ${rate}`);
  }
  return roundedQuotient([dollars, rate], [100_000]);
}
