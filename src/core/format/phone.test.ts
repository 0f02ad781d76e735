import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneFromE164, phoneToE164 } from './phone';

const tenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['415', '(415'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155550', '(415) 555-0'],
    ['4155550100', '(415) 555-0100'],
    ['41555501009', '(415) 555-0100'],
    ['(415) 555-0100', '(415) 555-0100'],
    ['415.555.0100 ext', '(415) 555-0100'],
    ['+1 415 555 0100', '(141) 555-5010'],
  ])('%j -> %j', (input, expected) => expect(formatPhone(input)).toBe(expected));

  it('never returns more than 14 characters, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(formatPhone(input).length).toBeLessThanOrEqual(14);
      }),
    );
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatPhone(input);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe('phoneToE164 and phoneFromE164', () => {
  it('sends +1 and the digits', () => expect(phoneToE164('(415) 555-0100')).toBe('+14155550100'));
  it('reads a stored number back', () => expect(phoneFromE164('+14155550100')).toBe('(415) 555-0100'));

  it('round-trips every 10-digit number through 14 characters', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const shown = formatPhone(digits);
        expect(shown).toHaveLength(14);
        expect(phoneToE164(shown)).toBe(`+1${digits}`);
        expect(phoneFromE164(phoneToE164(shown))).toBe(shown);
      }),
    );
  });
});
