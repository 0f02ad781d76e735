import { useLayoutEffect, useRef } from 'react';

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** Position just after the `digits`-th digit of `text` (0: before the first digit). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!) && ++seen === digits) return index + 1;
  }
  return text.length;
}

/**
 * The text to reformat after an edit of a formatted value. Deleting only a formatting character
 * (a parenthesis, dash or comma) deletes the digit before it instead, or the formatter would put it
 * straight back and the caret would be stuck.
 */
export function editedText(raw: string, caret: number, previous: string): { text: string; digitsBeforeCaret: number } {
  let before = raw.slice(0, caret);
  const after = raw.slice(caret);
  if (deletedOneFormattingCharacter(raw, caret, previous)) before = before.replace(/\d(\D*)$/, '$1');
  return { text: before + after, digitsBeforeCaret: digitCount(before) };
}

/**
 * True only for a single deleted non-digit at the caret (Backspace or Delete on a parenthesis,
 * dash or comma). A paste, an autofill or a selection replaced by as many digits is not this.
 */
function deletedOneFormattingCharacter(raw: string, caret: number, previous: string): boolean {
  if (raw.length !== previous.length - 1) return false;
  const removed = previous[caret];
  return removed !== undefined && /\D/.test(removed) && previous.slice(0, caret) + previous.slice(caret + 1) === raw;
}

/**
 * Keeps the caret after the same digit when a widget reformats its text as the user types, so an
 * edit in the middle of "(555) 555-0142" or "$12,500" does not throw the caret to the end.
 */
export function useDigitCaret() {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    const digits = pending.current;
    pending.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  });
  return {
    ref,
    /** Call with the edit's result before changing the value. */
    remember: (digitsBeforeCaret: number) => {
      pending.current = digitsBeforeCaret;
    },
  };
}
