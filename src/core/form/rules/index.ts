import { abaRoutingNumber } from './aba-routing-number';
import { digitsMatch } from './digits-match';
import { disasterZip } from './disaster-zip';
import { incomeConfirm } from './income-confirm';
import { licensedStates } from './licensed-states';
import { minimumAge } from './minimum-age';
import { notTaken } from './not-taken';
import { passwordMatch } from './password-match';
import { passwordStrength } from './password-strength';
import { patternByEnvironment } from './pattern-by-environment';
import { regulatorReview } from './regulator-review';
import type { RuleImpl } from './rule';
import { streetWords } from './street-words';
import { uploadFile } from './upload-file';

export type { FormData, RuleFinding, RuleImpl, RuleInput } from './rule';

/**
 * The rule registry: the keys a form in flows/ (a registration step, a form of flows/forms/) may name in its `rules`. A new
 * rule is one file here and one line below; npm run validate refuses a key that is not listed.
 */
export const RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  'street-words': streetWords,
  'regulator-review': regulatorReview,
  'licensed-states': licensedStates,
  'disaster-zip': disasterZip,
  'income-confirm': incomeConfirm,
  'pattern-by-environment': patternByEnvironment,
  'minimum-age': minimumAge,
  'password-strength': passwordStrength,
  'password-match': passwordMatch,
  'aba-routing-number': abaRoutingNumber,
  'digits-match': digitsMatch,
  'not-taken': notTaken,
  'upload-file': uploadFile,
};
