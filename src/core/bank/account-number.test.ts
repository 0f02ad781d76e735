import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './account-number';

describe('maskAccountNumber', () => {
  it.each([
    ['000123456789', '••••6789'],
    ['1234', '••••1234'],
    ['****1234', '••••1234'],
    ['xxxx1234', '••••1234'],
    ['••••1234', '••••1234'],
    ['1234-5678 9012', '••••9012'],
    ['56', '••••56'],
    ['', '••••'],
    [null, '••••'],
    [undefined, '••••'],
  ])('%j -> %s', (input, expected) => expect(maskAccountNumber(input)).toBe(expected));

  it('never shows more than the last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,17}$/), (accountNumber) => {
        const masked = maskAccountNumber(accountNumber);
        expect(masked).toBe(`••••${accountNumber.slice(-4)}`);
        expect(masked.replace(/\D/g, '')).toHaveLength(4);
      }),
    );
  });
});
