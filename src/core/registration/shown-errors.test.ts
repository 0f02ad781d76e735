import { describe, expect, it } from 'vitest';
import type { FieldError } from '@/core/form';
import { shownErrors } from './shown-errors';

const error = (pointer: string, message = `${pointer} is wrong`, live?: true): FieldError => ({
  pointer,
  message,
  severity: 'error',
  ...(live ? { live } : {}),
});
const warning = (pointer: string): FieldError => ({ pointer, message: `${pointer} looks odd`, severity: 'warning' });

describe('shownErrors (what a registration step shows at its fields)', () => {
  it('shows nothing before the borrower answers or continues', () => {
    expect(shownErrors([], [], [])).toEqual([]);
  });

  it('shows warnings and live errors as the borrower answers, but not other errors before Continue', () => {
    const live = [warning('/zip'), error('/state', 'not offered', true), error('/email')];
    expect(shownErrors(live, [], [])).toEqual([warning('/zip'), error('/state', 'not offered', true)]);
  });

  it("shows Continue's errors after the live ones, but no warnings or confirmation prompts", () => {
    const atContinue = [error('/email'), warning('/zip'), error('/incomeConfirmed')];
    expect(shownErrors([], atContinue, ['/incomeConfirmed'])).toEqual([error('/email')]);
  });

  it('shows one error at a field: the live one wins over what Continue found', () => {
    const live = [error('/state', 'live words', true)];
    const atContinue = [error('/state', 'older words'), error('/email')];
    expect(shownErrors(live, atContinue, [])).toEqual([error('/state', 'live words', true), error('/email')]);
  });

  it('keeps an error at a field that only has a live warning', () => {
    expect(shownErrors([warning('/zip')], [error('/zip')], [])).toEqual([warning('/zip'), error('/zip')]);
  });

  it('shows a refused answer last, unless its field already shows an error', () => {
    const refused = error('/phoneNumber', 'refused');
    expect(shownErrors([], [error('/email')], [], refused)).toEqual([error('/email'), refused]);
    expect(shownErrors([], [error('/phoneNumber')], [], refused)).toEqual([error('/phoneNumber')]);
    expect(shownErrors([error('/phoneNumber', 'live', true)], [], [], refused)).toEqual([
      error('/phoneNumber', 'live', true),
    ]);
    expect(shownErrors([], [], [], null)).toEqual([]);
  });
});
