import { describe, expect, it } from 'vitest';
import { caretAfterDigits, editedText } from './caret';

describe('caret while reformatting', () => {
  it.each([
    ['(555) 555-0142', 3, 4],
    ['(555) 555-0142', 4, 7],
    ['(555) 555-0142', 10, 14],
    ['(555) 555-0142', 0, 1],
    ['$12,500', 2, 3],
    ['$12,500', 3, 5],
  ])('in %j after %i digits is at %i', (text, digits, position) =>
    expect(caretAfterDigits(text, digits)).toBe(position),
  );

  it('deletes the digit before a formatting character that was backspaced', () => {
    // "(555) 555-0142" with the ")" deleted and the caret where it was.
    expect(editedText('(555 555-0142', 4, '(555) 555-0142')).toEqual({ text: '(55 555-0142', digitsBeforeCaret: 2 });
    expect(editedText('$12500', 3, '$12,500')).toEqual({ text: '$1500', digitsBeforeCaret: 1 });
  });

  it.each([
    ['a pasted income over a formatted one', '130000', 6, '$120,000', '130000'],
    ['a pasted phone over a formatted one', '4155550199', 10, '(415) 555-0142', '4155550199'],
    ['a paste one character shorter than the shown text', '120000', 6, '$12,000', '120000'],
    ['a deleted digit next to a comma', '$1,00', 3, '$12,00', '$1,00'],
  ])('takes %s as typed', (_name, raw, caret, previous, text) => {
    expect(editedText(raw, caret, previous).text).toBe(text);
  });

  it('keeps ordinary typing as it is', () => {
    expect(editedText('(555) 5551', 10, '(555) 555')).toEqual({ text: '(555) 5551', digitsBeforeCaret: 7 });
  });
});
