import { birthDates } from './personal-data/birth-dates';
import { accountNumbers, nineDigitStretches, writtenIdentifiers } from './personal-data/numbers';
import { applySpans, type MaskedKind, type MaskSpan } from './personal-data/spans';
import { tokenise, type Token } from './personal-data/tokens';

export { isRoutingNumber } from './personal-data/identifiers';
export type { MaskedKind } from './personal-data/spans';

export interface MaskResult {
  text: string;
  /** Each kind found, once. */
  masked: MaskedKind[];
}

type Rule = (tokens: readonly Token[], text: string, currentYear: number) => MaskSpan[];

/** In order: a rule sees the text as the rules before it left it. */
const RULES: readonly Rule[] = [
  (tokens, _text, year) => birthDates(tokens, year),
  (tokens) => writtenIdentifiers(tokens),
  (tokens, text) => accountNumbers(tokens, text),
];

/**
 * Masks social security numbers (and ITINs), routing numbers, account numbers and dates of birth
 * before a message is stored, sent to the chatbot or shown to an agent, in the formats people
 * type (078-05-1123, 078.05.1123, 07805-1121, 3222-7162-7, 1234 5678 9012, 21.5.1985,
 * 5-May-1985, 05/21/85). Amounts, phone numbers, zip codes, loan numbers, years, times and recent
 * dates stay. The last four digits of a number stay so the borrower can tell which it was. Last,
 * any nine digits still in a row that form an SSN or routing number are masked, until none is left.
 */
export function maskPersonalData(text: string, currentYear: number): MaskResult {
  const found = new Set<MaskedKind>();
  const run = (current: string, rule: Rule) => {
    const spans = rule(tokenise(current), current, currentYear);
    spans.forEach((s) => found.add(s.kind));
    return applySpans(current, spans);
  };
  let out = RULES.reduce(run, text);
  for (let before = ''; before !== out;) {
    before = out;
    out = run(out, (tokens) => nineDigitStretches(tokens));
  }
  return { text: out, masked: [...found] };
}
