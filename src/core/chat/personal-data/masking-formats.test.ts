import { describe, expect, it } from 'vitest';
import { isRoutingNumber, maskPersonalData } from '@/core/chat/masking';

const YEAR = 2026;

// [message, masked message, kinds found]: the formats people type, each with the kind it is.
const MASKED: [string, string, string][] = [
  ['My SSN is 123-45-6789, can you check', 'My SSN is ***-**-6789, can you check', 'ssn'],
  ['ssn 123 45 6789 thanks', 'ssn *** ** 6789 thanks', 'ssn'],
  ['social 123456789', 'social *****6789', 'ssn'],
  ['it is 078.05.1123', 'it is ***.**.1123', 'ssn'],
  ['it is 078-051121', 'it is ***-**1121', 'ssn'],
  ['it is 07805-1121', 'it is *****-1121', 'ssn'],
  ['ssn:078051121.', 'ssn:*****1121.', 'ssn'],
  ['it is 078-05-1123; thanks', 'it is ***-**-1123; thanks', 'ssn'],
  ['(078-05-1123)', '(***-**-1123)', 'ssn'],
  ['SSN123-45-6789', 'SSN***-**-6789', 'ssn'],
  ['"078 05 1123"', '"*** ** 1123"', 'ssn'],
  ['mixed 693-09.4444', 'mixed ***-**.4444', 'ssn'],
  ['itin 911-70-1234', 'itin ***-**-1234', 'ssn'],
  ['itin 911701234!', 'itin *****1234!', 'ssn'],
  ['routing 021000021', 'routing *****0021', 'routing'],
  ['routing 3222-7162-7', 'routing ****-*162-7', 'routing'],
  ['routing 0711-0130-7.', 'routing ****-*130-7.', 'routing'],
  ['aba 121000358,', 'aba *****0358,', 'routing'],
  ['acct 1234-5678-9012', 'acct ****-****-9012', 'account'],
  ['acct 1234 5678 9012 3456', 'acct **** **** **** 3456', 'account'],
  ['account 12345678901, ok', 'account *******8901, ok', 'account'],
  ['account 00012345678901234', 'account *************1234', 'account'],
  ['account 98-7654-3210', 'account **-****-3210', 'account'],
  ['account 0012 3456 78', 'account **** **56 78', 'account'],
  ['account 945456787654', 'account ********7654', 'account'],
  ['card 1234567890123456789', 'card ***************6789', 'account'],
  ['decimal 3.14159265358', 'decimal 3.*******5358', 'account'],
  ['a bare phone 4155550132 reads as an account', 'a bare phone ******0132 reads as an account', 'account'],
  ['dob 21.5.1985', 'dob **.*.****', 'dob'],
  ['born 5-May-1985', 'born *-***-****', 'dob'],
  ['born 5-MAY-1985', 'born *-***-****', 'dob'],
  ['born 05/21/85', 'born **/**/**', 'dob'],
  ['born 04/12/1980', 'born **/**/****', 'dob'],
  ['dob 4-2-1975', 'dob *-*-****', 'dob'],
  ['dob 1975-02-04', 'dob ****-**-**', 'dob'],
  ['born March 3, 1961', 'born ***** *, ****', 'dob'],
  ['born 12.31.2001.', 'born **.**.****.', 'dob'],
  ['born 5 May 1985', 'born * *** ****', 'dob'],
  ['born May 5th, 1985', 'born *** ***, ****', 'dob'],
  ['born Sept. 9 1970', 'born ****. * ****', 'dob'],
  ['born 1/1/1970, thanks', 'born */*/****, thanks', 'dob'],
  ['dob: 31/12/1990', 'dob: **/**/****', 'dob'],
  ['born May-05-1985', 'born ***-**-****', 'dob'],
  ['born 29 Feb 1988', 'born ** *** ****', 'dob'],
  ['born 21/5/85', 'born **/*/**', 'dob'],
  ['born 2007-01-31', 'born ****-**-**', 'dob'],
  ['123-45-6789 and 987-65-4321, born 1/1/1970', '***-**-6789 and ***-**-4321, born */*/****', 'dob,ssn'],
  ['routing 121000358, account 945456787654', 'routing *****0358, account ********7654', 'routing,account'],
  ['ssn 078 05 1123 acct 1234-5678-9012', 'ssn *** ** 1123 acct ****-****-9012', 'ssn,account'],
  // Stricter than the outside data on purpose: these read as an SSN or a routing number.
  ['israel 09-7625400', 'israel **-***5400', 'ssn'],
  ['presidio negative 421042111', 'presidio negative *****2111', 'ssn'],
  ['presidio negative 078051120', 'presidio negative *****1120', 'routing'],
  ['abroad +39 06 678 4343', 'abroad +39 ** *** 4343', 'ssn'],
];

const KEPT: string[] = [
  'I would like $150,000 for 10 years',
  'a $1,250,000.00 home and $400,000 to $15,000',
  'My line is 150000 and the house is worth 725000.50',
  'call me at (555) 123-4567 or 555-123-4567',
  'or 555.123.4567 or 555 123 4567',
  'toll free 1-800-555-0199',
  'US +1 415 555 0132 and 1 415 555 0132',
  'Japan 090-1234-5678',
  'zip 94107 and zip 94107-1234',
  'loan number 70000001',
  'numbers of 8 digits stay: 12345678',
  'We moved in 1998',
  'from 2010-2015',
  'at 10:30 or 14:30:00',
  'Today is 2024-03-15T14:30:00Z',
  'Can I close on 12/15/2026?',
  'a date 01/02/2010 is too recent to be a birth date',
  'Today is 5-20-2021 and 21.5.21',
  'Today is 05/21, May 2021 and 5/2021',
  'Application 48213 of 2 borrowers',
  'invalid date 13/45/1980 and 30/02/1980',
  'rate 7.60% for 10 years, APR 17.20',
  '4 kids, 2 dogs and 3 cats',
  'terms 10 15 30',
  'Room 1203 at 9:45am',
  'version 2.2.24',
  '100 Main St, CA 90210',
  'May 51985 is not a date',
  'born in May',
  'area 000: 000000000',
  'area 666: 666000000',
  'serial 0000: 078-05-0000',
  'group 00: 078 00 1123',
  'no checksum: 1234-0000-0',
  'seven digits: 1234567',
  'itin negative 911-89-1234',
  'no separators twice: 078--05--1123',
  '',
];

describe('maskPersonalData formats', () => {
  it.each(MASKED)('masks %s', (input, output, kinds) => {
    expect(maskPersonalData(input, YEAR)).toEqual({ text: output, masked: kinds.split(',') });
  });
  it.each(KEPT)('keeps %s', (input) => {
    expect(maskPersonalData(input, YEAR)).toEqual({ text: input, masked: [] });
  });
  it('reads a birth date against the year given', () => {
    expect(maskPersonalData('born 1/1/2008', 2026).masked).toEqual(['dob']);
    expect(maskPersonalData('born 1/1/2008', 2025).masked).toEqual([]);
  });
  it.each([
    ['021000021', true],
    ['011000015', true],
    ['123456789', false],
    ['000000000', false],
  ])('routing checksum %s -> %s', (digits, ok) => expect(isRoutingNumber(digits)).toBe(ok));
});
