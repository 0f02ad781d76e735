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
 * formatPercent print exactly the figures this function returns. The arithmetic is
 * exact-money.ts's, which computes products and quotients before rounding them the same way.
 */
import { requireNumber } from './arguments';
import { roundedQuotient } from './exact-money';

/** roundHalfEven(2.5) === 2, roundHalfEven(2.675, 2) === 2.68; never returns -0. */
export function roundHalfEven(value: number, decimals = 0): number {
  requireNumber('roundHalfEven', 'value', value);
  if (typeof decimals !== 'number' || !Number.isInteger(decimals)) {
    throw new TypeError(`roundHalfEven: decimals must be an integer, got ${String(decimals)}`);
  }
  if (decimals < 0) throw new RangeError(`roundHalfEven: decimals must not be negative, got ${decimals}`);
  return roundedQuotient([value], [], decimals);
}

/** Dollars to whole cents, half to even: the precision every money figure of the offer math has. */
export const roundCents = (value: number): number => roundHalfEven(value, 2);
