import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '@/core/chat/masking';
import aba from './testdata/aba-routing-numbers.json';

// Written here again, on purpose apart from the masker's own code, from the definitions.
const validSsn = (d: string) => !/^(000|666|9)/.test(d) && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
const validRouting = (d: string) => {
  const n = [...d].map(Number);
  const sum = 3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + n[2]! + n[5]! + n[8]!;
  return d !== '000000000' && sum % 10 === 0;
};

/**
 * Every nine digits in a row in `text`: inside one run of digits, and across groups joined by one
 * separator the mask recognises (- . / space), 078 05 1123 and 3222-7162-7 alike.
 */
function nineDigitStretches(text: string): string[] {
  const found: string[] = [];
  for (const [chunk] of text.matchAll(/\d+(?:[-. /]\d+)*/g)) {
    const groups = chunk.match(/\d+/g)!;
    for (const g of groups) for (let i = 0; i + 9 <= g.length; i++) found.push(g.slice(i, i + 9));
    for (let i = 0; i < groups.length; i++) {
      for (let j = i, digits = ''; j < groups.length && digits.length < 9; j++) {
        digits += groups[j];
        if (digits.length === 9 && j > i) found.push(digits);
      }
    }
  }
  return found;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ssn = fc
  .tuple(fc.integer({ min: 1, max: 899 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9999 }))
  .filter(([area]) => area !== 666)
  .map(([a, g, s]) => `${pad(a, 3)}${pad(g, 2)}${pad(s, 4)}`);
const routing = fc.constantFrom(...aba.routingNumbers);
const sep = fc.constantFrom('-', '.', ' ', '/', '');
/** Nine digits grouped as people write them, or cut anywhere. */
const grouped = (digits: string) =>
  fc
    .tuple(fc.constantFrom([3, 5], [3], [5], [4, 8], [], [2], [1, 4, 7]), sep)
    .map(([cuts, s]) => [0, ...cuts].map((c, i, all) => digits.slice(c, all[i + 1] ?? 9)).join(s));
const kept = fc.constantFrom('$150,000', '555-123-4567', '(415) 555-0132', '94107', '70000001', '1998', '10:30', 'May');
const words = fc.constantFrom('my', 'ssn', 'is', 'routing', 'acct', 'born', 'and', 'thanks', 'zip', '$', '+', '(', ')');
const noise = fc.string({ unit: fc.constantFrom(...'0123456789-./ ,:$+abc'), maxLength: 24 });
const piece = fc.oneof(ssn.chain(grouped), routing.chain(grouped), kept, words, noise);
const message = fc
  .array(fc.tuple(piece, fc.constantFrom(' ', ', ', '', '-', '.', '/', '\n', ':')), { maxLength: 8 })
  .map((parts) => parts.map(([p, joiner]) => p + joiner).join(''));

describe('a masked message', () => {
  it('never holds nine digits in a row that form a valid SSN or routing number', () => {
    // No fixed seed: every run tries new messages; a failure prints its seed and the message.
    fc.assert(
      fc.property(message, (text) => {
        const left = nineDigitStretches(maskPersonalData(text, 2026).text);
        expect(left.filter((d) => validSsn(d) || validRouting(d))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
  it('finds what it checks for (the checker itself)', () => {
    expect(nineDigitStretches('a 078-05-1123, 3222-7162-7 and 1234567890')).toEqual(
      expect.arrayContaining(['078051123', '322271627', '123456789', '234567890']),
    );
  });
});
