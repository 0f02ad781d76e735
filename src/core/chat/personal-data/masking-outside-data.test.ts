import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '@/core/chat/masking';
import aba from './testdata/aba-routing-numbers.json';
import presidio from './testdata/presidio-cases.json';

// Outside test data (see testdata/): Microsoft Presidio's recognizer cases and the 19,010 routing
// numbers of the Federal Reserve's directories (moov-io/fed).
const YEAR = 2026;
const FILES = presidio.files as Record<string, { text: string; expectedLen: number; positions: number[][] }[]>;
const casesOf = (name: string) => FILES[`presidio-analyzer/tests/test_${name}_recognizer.py`]!;
const digitsIn = (text: string) => text.replace(/\D/g, '');

// Presidio leaves these alone; we mask them, on the safe side: 10 digits read as an account,
// 078051120 passes the routing checksum, 421042111 is a valid SSN, and so is 693-09.4444 with its
// two separators.
const STRICTER = new Set(['0780511201', '078051120', '421042111', '693-09.4444']);

describe.each(['us_ssn', 'us_itin', 'aba_routing', 'us_bank'])('Presidio %s cases', (name) => {
  const cases = casesOf(name);
  it.each(cases.filter((c) => c.expectedLen > 0).map((c) => c.text))('masks all but four digits of %s', (text) => {
    const positions = cases.find((c) => c.text === text)!.positions;
    const out = maskPersonalData(text, YEAR).text;
    for (const [start, end] of positions) expect(digitsIn(out.slice(start, end)).length).toBeLessThanOrEqual(4);
  });
  const negatives = cases.filter((c) => c.expectedLen === 0 && !STRICTER.has(c.text)).map((c) => c.text);
  it.each(negatives)('keeps %s', (text) => expect(maskPersonalData(text, YEAR).text).toBe(text));
  it.each(cases.filter((c) => STRICTER.has(c.text)).map((c) => c.text))('masks %s, stricter', (text) => {
    expect(digitsIn(maskPersonalData(text, YEAR).text)).toHaveLength(4);
  });
});

describe('Presidio date cases', () => {
  // Every one is a date of 2021 or 2024, too recent to be a birth date: the message stays.
  it.each(casesOf('date').map((c) => c.text))('keeps %j', (text) => {
    expect(maskPersonalData(text, YEAR).text).toBe(text);
  });
  // The same full dates, moved back to 1985, are birth dates.
  const full = ['5-20-2021', '5/20/2021', '2021-05-21', '21.5.2021', '5-MAY-2021', '5-May-2021'];
  it.each(full.map((d) => d.replace('2021', '1985')))('masks %s as a date of birth', (date) => {
    expect(maskPersonalData(`born ${date}`, YEAR)).toEqual({
      text: `born ${date.replace(/[\dA-Za-z]/g, '*')}`,
      masked: ['dob'],
    });
  });
});

describe('Presidio phone cases', () => {
  // United States numbers stay, however they are written; a number abroad stays unless a
  // grouping of it reads as an SSN (+39 06 678 4343: 066784343).
  it.each(casesOf('phone').map((c) => c.text))('keeps the US number in %j', (text) => {
    const out = maskPersonalData(text, YEAR).text;
    for (const us of ['(415) 555-0132', '(415)555-0132', '415-555-0132', '+1 415 555 0132']) {
      if (text.includes(us)) expect(out).toContain(us);
    }
  });
});

describe('the 19,010 routing numbers of the Federal Reserve directories', () => {
  const numbers = aba.routingNumbers;
  const formats: [string, (n: string) => string][] = [
    ['plain', (n) => n],
    ['4-4-1 with dashes', (n) => `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`],
    ['3 3 3 with spaces', (n) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`],
    ['4.5 with a dot', (n) => `${n.slice(0, 4)}.${n.slice(4)}`],
  ];
  it.each(formats)('are masked written %s, followed by a comma', (_name, write) => {
    const leaks = numbers.filter(
      (n) => digitsIn(maskPersonalData(`routing ${write(n)}, ok`, YEAR).text) !== n.slice(-4),
    );
    expect(leaks).toEqual([]);
    expect(numbers).toHaveLength(19_010);
  });
});
