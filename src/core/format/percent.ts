/**
 * Percent figures such as an APR: 8.99 -> "8.990%". The value is already in percent (offers carry
 * rates like 8.99), so this never multiplies by 100 the way Intl's 'percent' style does.
 * Precision defaults to 3 decimals and rounding is half to even (borrower-journey spec, section 9).
 */
import { checkValueAndPrecision } from './format-arguments';

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * Throws for a value or precision that is not a number, or a negative precision, exactly as
 * formatMoney does: these are programming errors, never a borrower's input.
 */
export function formatPercent(value: number, precision = 3): string {
  checkValueAndPrecision('formatPercent', value, precision);
  let formatter = formatters.get(precision);
  if (!formatter) {
    // Same rounding as roundHalfEven in src/core/offer/rounding.ts: both round the printed decimal.
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      roundingMode: 'halfEven',
    });
    formatters.set(precision, formatter);
  }
  return `${formatter.format(value)}%`;
}
