import { incomeConfirm } from './income-confirm';
import { passwordMatch } from './password-match';
import { passwordStrength } from './password-strength';
import type { RuleImpl } from './rule';
import { streetWords } from './street-words';

/**
 * The form rules registration's steps may name as well as any other form. Kept apart from the
 * rules only application forms name (index.ts), so the first registration step, which loads
 * these with the form engine, does not load those.
 */
export const COMMON_RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  'street-words': streetWords,
  'income-confirm': incomeConfirm,
  'password-strength': passwordStrength,
  'password-match': passwordMatch,
};
