import { abaRoutingNumber } from './aba-routing-number';
import { COMMON_RULES } from './common';
import { digitsMatch } from './digits-match';
import { notTaken } from './not-taken';
import type { RuleImpl } from './rule';
import { uploadFile } from './upload-file';

export type { FormData, RuleFinding, RuleImpl, RuleInput } from './rule';
export { defineRule } from './rule';
export { COMMON_RULES } from './common';

/**
 * The rule registry: the keys a form in flows/ (an application screen, a form of flows/forms/) may
 * name in its `rules`. A new rule is one file here and one line below; npm run validate refuses a
 * key that is not listed. Rules that read the registration context live with registration
 * (src/core/registration/rules/), whose steps may name those and the common ones (common.ts).
 */
export const RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  ...COMMON_RULES,
  'aba-routing-number': abaRoutingNumber,
  'digits-match': digitsMatch,
  'not-taken': notTaken,
  'upload-file': uploadFile,
};
