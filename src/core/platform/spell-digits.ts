import { platformCopy } from './platform-copy';

/**
 * A count as the spec's copy writes it: the digits 0 to 9 spelled out ("three most recent
 * paystubs"), larger or fractional numbers as numerals.
 */
export function spellDigit(count: number): string {
  return Number.isInteger(count) && count >= 0 && count <= 9 ? platformCopy.digits[count]! : String(count);
}
