/**
 * Half-to-even ("banker's") rounding, as the spec asks for every money figure (platform spec,
 * section 9). Why not Math.round(x * 100) / 100: it rounds ties up, not to even, and the
 * multiplication itself drifts (1.005 * 100 is 100.49999999999999).
 *
 * Decision on binary floating point: we round the number's shortest round-trip decimal (what
 * String(value) prints), not its exact binary value. 2.675 is stored as 2.67499999999999982...,
 * but every source here (a rate of 8.99, a typed amount) meant the decimal 2.675, so that is a
 * tie and goes to the even neighbour: 2.675 -> 2.68, 1.005 -> 1, 1.45 -> 1.4. This is also
 * what V8's Intl.NumberFormat does with roundingMode 'halfEven', so formatMoney and
 * formatPercent print exactly the figures this function returns.
 */
import { requireNumber } from './arguments';

/** Splits |value| into its decimal digits and the position of the decimal point within them. */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** roundHalfEven(2.5) === 2, roundHalfEven(2.675, 2) === 2.68; never returns -0. */
export function roundHalfEven(value: number, decimals = 0): number {
  requireNumber('roundHalfEven', 'value', value);
  if (typeof decimals !== 'number' || !Number.isInteger(decimals)) {
    throw new TypeError(`roundHalfEven: decimals must be an integer, got ${String(decimals)}`);
  }
  if (decimals < 0) throw new RangeError(`roundHalfEven: decimals must not be negative, got ${decimals}`);

  const { digits, point } = decimalDigits(value);
  const keep = point + decimals;
  // Already has no more than `decimals` places: nothing to round (also covers huge integers).
  if (keep >= digits.length) return value === 0 ? 0 : value;
  // The first dropped digit sits more than one place below the last kept one: under half a unit.
  if (keep < 0) return 0;

  const kept = digits.slice(0, keep);
  const dropped = digits.slice(keep);
  const lastKept = Number(kept.at(-1) ?? '0');
  const firstDropped = Number(dropped[0]);
  const exactHalf = firstDropped === 5 && /^0*$/.test(dropped.slice(1));
  const roundUp = firstDropped > 5 || (firstDropped === 5 && (!exactHalf || lastKept % 2 === 1));

  // BigInt keeps all kept digits exact; parsing "268e-2" then yields the double nearest 2.68.
  const units = BigInt(kept === '' ? '0' : kept) + (roundUp ? 1n : 0n);
  if (units === 0n) return 0;
  const magnitude = Number(`${units}e-${decimals}`);
  return value < 0 ? -magnitude : magnitude;
}

/** Dollars to whole cents, half to even: the precision every money figure of the offer math has. */
export const roundCents = (value: number): number => roundHalfEven(value, 2);
