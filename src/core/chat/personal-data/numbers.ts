import { nineDigitKind } from './identifiers';
import type { MaskSpan } from './spans';
import { digitsOf, numberChunks, sameSeparator, type DigitGroup, type Token } from './tokens';

/** Account numbers run from 10 to 17 digits (nine-digit ones read as SSNs or routing numbers). */
const ACCOUNT_MIN_DIGITS = 10;
const KEEP_DIGITS = 4;

const lengths = (groups: readonly DigitGroup[]) => groups.map((g) => g.digits.length).join(',');
const span = (kind: MaskSpan['kind'], groups: readonly DigitGroup[]): MaskSpan => ({
  kind,
  start: groups[0]!.start,
  end: groups.at(-1)!.end,
  keepDigits: KEEP_DIGITS,
});

/** The ways people group an SSN (078-05-1123, 078-051121, 07805-1121) and a routing number (3222-7162-7). */
const SSN_SHAPES = ['3,2,4', '3,6', '5,4'];
const ID_SHAPES = [...SSN_SHAPES, '4,4,1', '9'];

/** SSNs, ITINs and routing numbers written the usual ways, with one separator throughout. */
export function writtenIdentifiers(tokens: readonly Token[]): MaskSpan[] {
  const spans: MaskSpan[] = [];
  for (const groups of numberChunks(tokens)) {
    for (let i = 0; i < groups.length; i++) {
      for (const shape of ID_SHAPES) {
        const to = i + shape.split(',').length - 1;
        const window = groups.slice(i, to + 1);
        if (to >= groups.length || lengths(window) !== shape || !sameSeparator(groups, i, to)) continue;
        const kind = nineDigitKind(digitsOf(groups, i, to), SSN_SHAPES.includes(shape));
        if (!kind) continue;
        spans.push(span(kind, window));
        i = to;
        break;
      }
    }
  }
  return spans;
}

/**
 * Telephone numbers are not accounts: 555-123-4567 and 1 800 555 0199, a number after '+', and
 * numbers abroad with a trunk 0 (090-1234-5678).
 */
function isPhone(run: readonly DigitGroup[], afterPlus: boolean): boolean {
  const shape = lengths(run);
  return afterPlus || /^(\d,)?(\d,)?3,3,4$/.test(shape) || (run[0]!.digits.startsWith('0') && /^[23],4,4$/.test(shape));
}

/** Runs of groups joined by the same separator: "1234 5678 9012-3" is two runs. */
function sameSeparatorRuns(groups: readonly DigitGroup[]): DigitGroup[][] {
  const runs: DigitGroup[][] = [];
  for (const group of groups) {
    const run = runs.at(-1);
    if (run && (run.length === 1 || run[1]!.sep === group.sep) && group.sep) run.push(group);
    else runs.push([group]);
  }
  return runs;
}

/** 10 to 17 digits in one run, or grouped with dashes or spaces (1234-5678-9012), phones aside. */
export function accountNumbers(tokens: readonly Token[], text: string): MaskSpan[] {
  const spans: MaskSpan[] = [];
  for (const groups of numberChunks(tokens)) {
    for (const group of groups) if (group.digits.length >= ACCOUNT_MIN_DIGITS) spans.push(span('account', [group]));
    for (const run of sameSeparatorRuns(groups)) {
      const total = run.reduce((n, g) => n + g.digits.length, 0);
      const grouped = run.length > 1 && (run[1]!.sep === '-' || run[1]!.sep === ' ');
      const short = run.every((g) => g.digits.length < ACCOUNT_MIN_DIGITS);
      if (grouped && short && total >= ACCOUNT_MIN_DIGITS && !isPhone(run, text[run[0]!.start - 1] === '+')) {
        spans.push(span('account', run));
      }
    }
  }
  return spans;
}

/**
 * The safety net: any nine digits left in a row, across whatever separators join them, that form
 * an SSN or a routing number (the first such stretch of each number, on each call).
 */
export function nineDigitStretches(tokens: readonly Token[]): MaskSpan[] {
  const spans: MaskSpan[] = [];
  for (const groups of numberChunks(tokens)) {
    search: for (let i = 0; i < groups.length; i++) {
      let count = 0;
      for (let j = i; j < groups.length && count < 9; j++) {
        count += groups[j]!.digits.length;
        const kind = count === 9 ? nineDigitKind(digitsOf(groups, i, j), false) : null;
        if (kind) {
          spans.push(span(kind, groups.slice(i, j + 1)));
          break search;
        }
      }
    }
  }
  return spans;
}
