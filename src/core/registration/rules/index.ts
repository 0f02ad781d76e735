import { COMMON_RULES, type RuleImpl } from '@/core/form';
import { disasterZip } from './disaster-zip';
import { licensedStates } from './licensed-states';
import { minimumAge } from './minimum-age';
import { patternByEnvironment } from './pattern-by-environment';
import { productOccupancy } from './product-occupancy';
import { regulatorReview } from './regulator-review';

/**
 * The rules a registration step may name in its `rules`: the common form rules
 * (src/core/form/rules/common.ts), and these, which read
 * the registration context (brand, flags, environment, today, licensed states, product). A new
 * one is one file here and one line below; npm run validate refuses a key that is not listed.
 */
export const REGISTRATION_RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  ...COMMON_RULES,
  'regulator-review': regulatorReview,
  'licensed-states': licensedStates,
  'disaster-zip': disasterZip,
  'pattern-by-environment': patternByEnvironment,
  'minimum-age': minimumAge,
  'product-occupancy': productOccupancy,
};
