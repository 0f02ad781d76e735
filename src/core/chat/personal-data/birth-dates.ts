import type { MaskSpan } from './spans';
import { numberChunks, sameSeparator, type Token } from './tokens';

/** A date of birth is a date at least this many years ago (the youngest borrower is 18). */
const MIN_AGE_YEARS = 18;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DATE_SEPARATORS = new Set(['-', '.', '/']);

/** 'May', 'may', 'Sept', 'September' -> 5, 9, 9; other words -> null. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase();
  if (w === 'sept') return 9;
  const i = MONTHS.findIndex((m) => w.length >= 3 && m.startsWith(w));
  return i < 0 ? null : i + 1;
}

/** Two-digit years are this century's when that is not in the future, else the last one's. */
function fullYear(text: string, currentYear: number): number | null {
  if (text.length === 4) return +text;
  if (text.length !== 2) return null;
  const year = 2000 + +text;
  return year <= currentYear ? year : year - 100;
}

function isBirthDate(year: number | null, month: number, day: number, currentYear: number): boolean {
  if (year === null || year < 1900 || year > currentYear - MIN_AGE_YEARS) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 04/12/1980, 4-2-1975, 21.5.1985 (day first), 05/21/85, 1975-02-04. */
function numericDates(tokens: readonly Token[], currentYear: number): MaskSpan[] {
  const spans: MaskSpan[] = [];
  for (const groups of numberChunks(tokens)) {
    for (let i = 0; i + 2 < groups.length; i++) {
      const [a, b, c] = [groups[i]!, groups[i + 1]!, groups[i + 2]!];
      if (!DATE_SEPARATORS.has(b.sep) || !sameSeparator(groups, i, i + 2)) continue;
      const short = (g: typeof a) => g.digits.length <= 2;
      const found =
        a.digits.length === 4 && short(b) && short(c)
          ? isBirthDate(+a.digits, +b.digits, +c.digits, currentYear)
          : short(a) &&
            short(b) &&
            (isBirthDate(fullYear(c.digits, currentYear), +a.digits, +b.digits, currentYear) ||
              isBirthDate(fullYear(c.digits, currentYear), +b.digits, +a.digits, currentYear));
      if (found) {
        spans.push({ kind: 'dob', start: a.start, end: c.end, keepDigits: 0 });
        i += 2;
      }
    }
  }
  return spans;
}

type Part = 'day' | 'month' | 'year' | 'sep' | 'dot' | 'comma' | 'ordinal';
const IS: Record<Part, (t: Token) => boolean> = {
  day: (t) => t.kind === 'digits' && t.text.length <= 2,
  month: (t) => t.kind === 'letters' && monthOf(t.text) !== null,
  year: (t) => t.kind === 'digits' && (t.text.length === 4 || t.text.length === 2),
  sep: (t) => t.text === ' ' || DATE_SEPARATORS.has(t.text),
  dot: (t) => t.text === '.',
  comma: (t) => t.text === ',',
  ordinal: (t) => /^(st|nd|rd|th)$/i.test(t.text),
};

/** Each shape is a list of parts; a '?' after a part makes it optional. */
const WRITTEN_SHAPES: readonly string[][] = [
  ['day', 'ordinal?', 'sep', 'month', 'comma?', 'sep', 'year'], // 5-May-1985, 5 May 1985, 5th May, 1985
  ['month', 'dot?', 'sep', 'day', 'ordinal?', 'comma?', 'sep?', 'year'], // May 5, 1985; Sept. 5th 1985; May-05-1985
];

function matchShape(tokens: readonly Token[], at: number, shape: readonly string[]): Record<string, Token> | null {
  const got: Record<string, Token> = {};
  let i = at;
  for (const step of shape) {
    const part = step.replace('?', '') as Part;
    const token = tokens[i];
    if (token && IS[part](token)) {
      got[part] = token;
      i++;
    } else if (!step.endsWith('?')) return null;
  }
  // "May 51985" is not a date: something must stand between the day and the year.
  return tokens[i - 1] && got.day && got.year && got.year.start > got.day.end ? { ...got, last: tokens[i - 1]! } : null;
}

/** 5-May-1985, 5 May 1985, May 5, 1985, Sept. 5th 1985: digits and the month's letters hidden. */
function writtenDates(tokens: readonly Token[], currentYear: number): MaskSpan[] {
  const spans: MaskSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const shape of WRITTEN_SHAPES) {
      const got = matchShape(tokens, i, shape);
      if (
        !got ||
        !isBirthDate(fullYear(got.year!.text, currentYear), monthOf(got.month!.text)!, +got.day!.text, currentYear)
      )
        continue;
      spans.push({ kind: 'dob', start: tokens[i]!.start, end: got.last!.end, keepDigits: 0, hideLetters: true });
      i = tokens.indexOf(got.last!);
      break;
    }
  }
  return spans;
}

export function birthDates(tokens: readonly Token[], currentYear: number): MaskSpan[] {
  return [...writtenDates(tokens, currentYear), ...numericDates(tokens, currentYear)];
}
