/** A piece of a chat message: a run of digits, a run of letters, or one other character. */
export interface Token {
  kind: 'digits' | 'letters' | 'char';
  text: string;
  start: number;
  end: number;
}

/** One run of digits inside a number written in groups, with the separator before it. */
export interface DigitGroup {
  digits: string;
  start: number;
  end: number;
  /** The separator joining it to the group before ('' for the first group). */
  sep: string;
}

/**
 * The characters people put between the groups of a number they type: 078-05-1123, 078.05.1123,
 * 078 05 1123, 05/21/85. One such character joins two groups; a comma, a colon or two
 * characters in a row end the number, so "$150,000" and "10:30" are numbers of another kind.
 */
export const GROUP_SEPARATORS = new Set(['-', '.', ' ', '/']);

const TOKEN = /\d+|\p{L}+|[\s\S]/gu;

export function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const t = m[0];
    const kind = /^\d/.test(t) ? 'digits' : /^\p{L}/u.test(t) ? 'letters' : 'char';
    return { kind, text: t, start: m.index, end: m.index + t.length };
  });
}

/** The numbers of a message, each as its groups: "call 555-123-4567" has one of three groups. */
export function numberChunks(tokens: readonly Token[]): DigitGroup[][] {
  const chunks: DigitGroup[][] = [];
  let current: DigitGroup[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'digits') return;
    const sep = tokens[i - 1];
    const joined =
      current.length > 0 && sep && GROUP_SEPARATORS.has(sep.text) && tokens[i - 2]?.end === current.at(-1)!.end;
    if (!joined && current.length) {
      chunks.push(current);
      current = [];
    }
    current.push({ digits: token.text, start: token.start, end: token.end, sep: joined ? sep.text : '' });
  });
  if (current.length) chunks.push(current);
  return chunks;
}

/** The digits of groups `from`..`to` (inclusive), separators dropped. */
export const digitsOf = (groups: readonly DigitGroup[], from: number, to: number): string =>
  groups
    .slice(from, to + 1)
    .map((g) => g.digits)
    .join('');

/** True when groups `from`..`to` are joined by one and the same separator. */
export const sameSeparator = (groups: readonly DigitGroup[], from: number, to: number): boolean =>
  groups.slice(from + 1, to + 1).every((g) => g.sep === groups[from + 1]!.sep);
