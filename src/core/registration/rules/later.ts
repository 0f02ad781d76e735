import { COMMON_RULES, type RuleImpl } from '@/core/form';
import { minimumAge } from './minimum-age';
import { patternByEnvironment } from './pattern-by-environment';

/**
 * The rules only later steps name: loaded with the step validators, which checking any step
 * needs anyway, not with the first step's drawing (first-step.ts).
 */
export const LATER_STEP_RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  ...COMMON_RULES,
  'pattern-by-environment': patternByEnvironment,
  'minimum-age': minimumAge,
};
