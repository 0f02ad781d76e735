/**
 * Money arithmetic done exactly, then rounded once, half to even (platform spec, section 9).
 * Floating point cannot do it: 15,250 * 2.07 / 100 is 315.67499999999995 in binary, so rounding
 * the float gives $315.67 where the exact 315.675 rounds to $315.68.
 *
 * Every input is read as the decimal it prints as (String(value), the shortest round-trip form):
 * a rate of 2.07 means the decimal 2.07, not its nearest double. The products and quotients are
 * then exact fractions of BigInts, so no rounding happens until the result is rounded to cents.
 * The app (offer panel) and the sandbox (offer pricing) import the same functions.
 */
import { requireNumber } from './arguments';

/** An exact decimal: units * 10^-scale, scale >= 0. */
interface Decimal {
  units: bigint;
  scale: number;
}

/** The decimal a finite number prints as: 2.07 -> 207e-2, 1e21 -> 10^21, 5e-7 -> 5e-7. */
function decimalOf(fn: string, name: string, value: number): Decimal {
  requireNumber(fn, name, value);
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** The integer nearest numerator / denominator, a tie going to the even one. */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const twice = (n % d) * 2n;
  const up = twice > d || (twice === d && quotient % 2n === 1n);
  const magnitude = quotient + (up ? 1n : 0n);
  return negative ? -magnitude : magnitude;
}

/** units * 10^-decimals as a number, never -0; "31568e-2" parses to the double nearest 315.68. */
const toNumber = (units: bigint, decimals: number): number => (units === 0n ? 0 : Number(`${units}e-${decimals}`));

/**
 * The product of `factors` divided by the product of `divisors`, computed exactly and rounded
 * once, half to even, to `decimals` places: quotient([15_250, 2.07], [100]) === 315.68.
 */
export function roundedQuotient(factors: readonly number[], divisors: readonly number[] = [], decimals = 2): number {
  let numerator = pow10(decimals);
  let denominator = 1n;
  for (const f of factors) {
    const { units, scale } = decimalOf('roundedQuotient', 'factor', f);
    numerator *= units;
    denominator *= pow10(scale);
  }
  for (const d of divisors) {
    const { units, scale } = decimalOf('roundedQuotient', 'divisor', d);
    if (units === 0n) throw new RangeError('roundedQuotient: divisor must not be 0');
    numerator *= pow10(scale);
    denominator *= units;
  }
  return toNumber(divideHalfEven(numerator, denominator), decimals);
}

/** `percent` per cent of `amount`, in cents half to even: percentOf(15_250, 2.07) === 315.68. */
export function percentOf(amount: number, percent: number): number {
  return roundedQuotient([amount, percent], [100]);
}

/** The exact sum of `values` (negative ones subtract), in cents half to even. */
export function sumCents(values: readonly number[]): number {
  const decimals = values.map((v) => decimalOf('sumCents', 'value', v));
  const scale = Math.max(2, ...decimals.map((d) => d.scale));
  const total = decimals.reduce((sum, d) => sum + d.units * pow10(scale - d.scale), 0n);
  return toNumber(divideHalfEven(total, pow10(scale - 2)), 2);
}
