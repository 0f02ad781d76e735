import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['$12,500', 12500],
    ['12500', 12500],
    [' $1,234.56 ', 1234.56],
    ['.5', 0.5],
    ['-$5', -5],
    ['-5', -5],
    ['', null],
    ['$', null],
    ['12a', null],
    ['1.2.3', null],
  ])('%j -> %j', (text, expected) => expect(parseMoney(text)).toBe(expected));
});

describe('formatMoney', () => {
  it.each([
    [12500, 0, '$12,500'],
    [0, 0, '$0'],
    [9999999, 0, '$9,999,999'],
    [1234.5, 2, '$1,234.50'],
    [-5, 0, '-$5'],
    // Half to even (spec section 9).
    [2.5, 0, '$2'],
    [3.5, 0, '$4'],
    [0.125, 2, '$0.12'],
  ])('%d with precision %d -> %s', (value, precision, expected) =>
    expect(formatMoney(value, precision)).toBe(expected),
  );

  it.each([
    ['a non-numeric value', () => formatMoney('12' as unknown as number), TypeError],
    ['NaN', () => formatMoney(Number.NaN), TypeError],
    ['a non-numeric precision', () => formatMoney(1, '2' as unknown as number), TypeError],
    ['a negative precision', () => formatMoney(1, -1), RangeError],
  ])('rejects %s', (_name, call, error) => expect(call).toThrow(error));

  it('round-trips every whole amount from 0 to 9,999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (n) => {
        expect(parseMoney(formatMoney(n))).toBe(n);
      }),
    );
  });
});
