import { describe, expect, it } from 'vitest';
import { formatBytes } from './byte-format';
import { isValidNumber } from './numeric-check';
import { spellDigit } from './spell-digits';

describe('isValidNumber', () => {
  it.each([
    [5, undefined, undefined, true],
    [0, 0, 10, true],
    [10, 0, 10, true],
    [-1, 0, undefined, false],
    [11, undefined, 10, false],
    [Number.NaN, undefined, undefined, false],
    ['5', undefined, undefined, false],
    [null, undefined, undefined, false],
    [undefined, undefined, undefined, false],
  ])('%s within [%s, %s] is %s', (value, min, max, valid) => expect(isValidNumber(value, min, max)).toBe(valid));
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [1536, '1.5 KB'],
    [999_999, '1 MB'],
    [2_000_000, '2 MB'],
    [2_500_000, '2.5 MB'],
  ])('%i bytes reads %s (units of 1000, as chat attachments show sizes)', (bytes, text) =>
    expect(formatBytes(bytes)).toBe(text),
  );

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['12'], [null]])(
    'refuses %s with Invalid argument',
    (value) => expect(() => formatBytes(value)).toThrow('Invalid argument'),
  );
});

describe('spellDigit', () => {
  it('spells the digits 0 to 9', () =>
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(spellDigit)).toEqual([
      'zero',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
    ]));
  it.each([
    [10, '10'],
    [2.5, '2.5'],
    [-1, '-1'],
  ])('leaves %s as a numeral', (n, text) => expect(spellDigit(n)).toBe(text));
});
