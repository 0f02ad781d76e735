/**
 * US dollar amounts (borrower-journey spec, section 9: currency USD en-US, rounding half to even).
 * parseMoney reads what a borrower types; formatMoney writes amounts into copy.
 */
import { checkValueAndPrecision } from './format-arguments';

/** "$12,500" -> 12500, "12,500.75" -> 12500.75; null when the text holds no number. */
export function parseMoney(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * 12500 -> "$12,500"; with precision 2, "$12,500.00". Throws for a value or precision that is not
 * a number, or a negative precision, as the spec's money formatting does: these are programming
 * errors, never a borrower's input.
 */
export function formatMoney(value: number, precision = 0): string {
  checkValueAndPrecision('formatMoney', value, precision);
  let formatter = formatters.get(precision);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      roundingMode: 'halfEven',
    });
    formatters.set(precision, formatter);
  }
  return formatter.format(value);
}
