import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from './routing-number';

describe('isValidRoutingNumber', () => {
  // Published routing numbers of real institutions (Federal Reserve banks, large banks, a thrift).
  it.each([
    '011000015',
    '021000021',
    '026009593',
    '111000025',
    '122105155',
    '322271627',
    '011000028',
    '021000089',
    '061000104',
    '071000013',
    '091000019',
    '121000358',
  ])('accepts %s', (routingNumber) => expect(isValidRoutingNumber(routingNumber)).toBe(true));

  // Checksums worked by hand with 3-7-1 weights; the last digit was chosen to make each hold.
  it.each([
    ['the U.S. Government prefix 00', '000000518'],
    ['a thrift prefix 21', '210000023'],
    ['a thrift prefix 32', '321000019'],
    ['an electronic prefix 61', '611000017'],
    ['an electronic prefix 72', '721000017'],
    ["the traveller's cheque prefix 80", '800000006'],
    ["another traveller's cheque number", '801234567'],
  ])('accepts %s (%s)', (_name, routingNumber) => expect(isValidRoutingNumber(routingNumber)).toBe(true));

  it.each([
    ['a wrong check digit', '021000022'],
    ['two swapped digits', '012000021'],
    ['a sequence', '123456789'],
    ['8 digits', '02100002'],
    ['10 digits', '0210000210'],
    ['a letter', '02100002A'],
    ['spaces', '021 000 021'],
    ['a dash', '021-000-21'],
    ['surrounding spaces', ' 021000021 '],
    ['the empty string', ''],
    ['all zeros, although its checksum holds', '000000000'],
    ['a valid checksum under prefix 13', '131000018'],
    ['a valid checksum under prefix 20', '201000016'],
    ['a valid checksum under prefix 33', '331000012'],
    ['a valid checksum under prefix 50', '501000017'],
    ['a valid checksum under prefix 60', '601000014'],
    ['a valid checksum under prefix 73', '731000010'],
    ['a valid checksum under prefix 79', '791000018'],
    ['a valid checksum under prefix 81', '811000011'],
    ['a valid checksum under prefix 90', '901000015'],
    ['a number, not text', 21000021 as unknown as string],
    ['undefined', undefined as unknown as string],
  ])('rejects %s (%s)', (_name, routingNumber) => expect(isValidRoutingNumber(routingNumber)).toBe(false));

  it('rejects every single-digit change of a valid number', () => {
    const valid = '026009593';
    for (let position = 0; position < 9; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[position]) continue;
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        expect(isValidRoutingNumber(changed), changed).toBe(false);
      }
    }
  });
});
