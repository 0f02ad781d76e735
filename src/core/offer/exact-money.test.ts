import { describe, expect, it } from 'vitest';
import bigJs from './big-js-half-even.json';
import { originationFeeDollars } from './draw';
import { percentOf, roundedQuotient, sumCents } from './exact-money';

/** The exact fee in cents, half to even, by BigInt alone: draw * basisPoints / 10,000 dollars. */
function referenceFeeCents(draw: number, basisPoints: number): bigint {
  const hundredths = BigInt(draw) * BigInt(basisPoints);
  const cents = hundredths / 100n;
  const rest = hundredths % 100n;
  return cents + (rest > 50n || (rest === 50n && cents % 2n === 1n) ? 1n : 0n);
}

describe('percentOf, the origination fee', () => {
  it('charges $315.68 on a $15,250 draw at 2.07 % (exactly 315.675, a tie to even)', () => {
    expect(percentOf(15_250, 2.07)).toBe(315.68);
    expect(originationFeeDollars(15_250, 2.07)).toBe(315.68);
  });

  it('is exact for every $250 draw from $15,000 to $400,000 at every fee from 0.01 % to 4.99 %', () => {
    const wrong: string[] = [];
    let pairs = 0;
    for (let draw = 15_000; draw <= 400_000; draw += 250) {
      for (let basisPoints = 1; basisPoints <= 499; basisPoints += 1) {
        pairs += 1;
        const expected = Number(referenceFeeCents(draw, basisPoints)) / 100;
        const fee = originationFeeDollars(draw, basisPoints / 100);
        if (fee !== expected) wrong.push(`${draw} at ${basisPoints / 100} %: ${fee}, not ${expected}`);
      }
    }
    expect(pairs).toBe(768_959);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('roundedQuotient', () => {
  it.each([
    ['a tie below goes to the even cent', [0.125], [], 2, 0.12],
    ['a tie above goes to the even cent', [0.135], [], 2, 0.14],
    ['a negative tie', [-2.5], [], 0, -2],
    ['just over a tie goes up', [1.00500001], [], 2, 1.01],
    ['a quotient', [36_525, 10], [100, 365.25], 2, 10],
    ['a thirtieth', [1], [3], 4, 0.3333],
    ['huge factors', [1e21, 3], [], 2, 3e21],
    ['tiny factors', [5e-7, 3], [], 6, 0.000002],
  ])('%s', (_name, factors, divisors, decimals, expected) =>
    expect(roundedQuotient(factors, divisors, decimals)).toBe(expected),
  );

  it('never returns -0', () => expect(Object.is(roundedQuotient([-0.001]), 0)).toBe(true));

  it.each([
    ['NaN', () => roundedQuotient([Number.NaN]), TypeError, /factor/],
    ['Infinity', () => roundedQuotient([1], [Number.POSITIVE_INFINITY]), TypeError, /divisor/],
    ['a zero divisor', () => roundedQuotient([1], [0]), RangeError, /divisor/],
  ])('rejects %s', (_name, call, error, message) => {
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });
});

describe('sumCents', () => {
  it.each([
    ['0.1 + 0.2', [0.1, 0.2], 0.3],
    ['a draw and an unrounded fee', [15_250, 315.675], 15_565.68],
    ['a tie below, to even', [100_000, -2_500, -700.005], 96_800],
    ['a tie above, to even', [100_000, -2_500, -700.015], 96_799.98],
    ['nothing', [], 0],
  ])('%s -> %d', (_name, values, expected) => expect(sumCents(values)).toBe(expected));
});

// MikeMcl/big.js's half-even rows (test/methods/round.js, copied from the project's outside test
// data), the ones whose value is a decimal a double prints back unchanged.
describe('roundedQuotient against big.js', () => {
  it('has rows to check', () => expect(bigJs.cases.length).toBeGreaterThan(500));
  it('rounds every row as big.js does', () => {
    const wrong = bigJs.cases.filter((c) => roundedQuotient([Number(c.value)], [], c.dp) !== (Number(c.expected) || 0));
    expect(wrong).toEqual([]);
  });
});
