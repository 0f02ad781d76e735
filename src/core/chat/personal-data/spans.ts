/** What the personal-data guard found in a message. */
export type MaskedKind = 'ssn' | 'account' | 'routing' | 'dob';

/** A stretch of the message to hide: its digits (and letters, for a written date) become '*'. */
export interface MaskSpan {
  kind: MaskedKind;
  start: number;
  end: number;
  /** How many of its last digits stay readable, so the borrower can tell which number it was. */
  keepDigits: number;
  hideLetters?: boolean;
}

/** Hides every span's characters; separators and the kept last digits stay as typed. */
export function applySpans(text: string, spans: readonly MaskSpan[]): string {
  const chars = [...text.split('')];
  for (const span of spans) {
    let kept = 0;
    for (let i = span.end - 1; i >= span.start; i--) {
      const c = chars[i]!;
      if (/\d/.test(c)) {
        if (kept < span.keepDigits) kept++;
        else chars[i] = '*';
      } else if (span.hideLetters && /\p{L}/u.test(c)) chars[i] = '*';
    }
  }
  return chars.join('');
}
