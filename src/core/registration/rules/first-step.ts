import { COMMON_RULES, type RuleImpl } from '@/core/form';
import { disasterZip } from './disaster-zip';
import { licensedStates } from './licensed-states';
import { productOccupancy } from './product-occupancy';
import { regulatorReview } from './regulator-review';

/**
 * The rules the first step names (rules.test.ts holds this): they come with the form engine, so
 * the step's first drawing (which a rule may change: a disabled field, a warning) is whole. The
 * other steps' rules load with the step validators (later.ts, features/registration/step-validators.ts).
 */
export const FIRST_STEP_RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  'street-words': COMMON_RULES['street-words']!,
  'regulator-review': regulatorReview,
  'licensed-states': licensedStates,
  'disaster-zip': disasterZip,
  'product-occupancy': productOccupancy,
};
