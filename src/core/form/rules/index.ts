import { abaRoutingNumber } from './aba-routing-number';
import { digitsMatch } from './digits-match';
import { incomeConfirm } from './income-confirm';
import { notTaken } from './not-taken';
import { passwordMatch } from './password-match';
import { passwordStrength } from './password-strength';
import type { RuleImpl } from './rule';
import { streetWords } from './street-words';
import { uploadFile } from './upload-file';

export type { FormData, RuleFinding, RuleImpl, RuleInput } from './rule';
export { defineRule } from './rule';

/**
 * The rule registry: the keys a form in flows/ (an application screen, a form of flows/forms/) may
 * name in its `rules`. A new rule is one file here and one line below; npm run validate refuses a
 * key that is not listed. Rules that read the registration context live with registration
 * (src/core/registration/rules/), whose steps may name these and those.
 */
export const RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  'street-words': streetWords,
  'income-confirm': incomeConfirm,
  'password-strength': passwordStrength,
  'password-match': passwordMatch,
  'aba-routing-number': abaRoutingNumber,
  'digits-match': digitsMatch,
  'not-taken': notTaken,
  'upload-file': uploadFile,
};
