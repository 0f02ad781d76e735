import type { RuleImpl } from '@/core/form';
import { FIRST_STEP_RULES } from './first-step';
import { LATER_STEP_RULES } from './later';

/**
 * The rules a registration step may name in its `rules`: the common form rules
 * (src/core/form/rules/common.ts), and those here, which read the registration context (brand,
 * flags, environment, today, licensed states, product). A new one is one file here and one line
 * in first-step.ts (a rule the first step names) or later.ts; npm run validate refuses a key that
 * is not listed.
 */
export const REGISTRATION_RULES: Readonly<Record<string, RuleImpl<never, never>>> = {
  ...LATER_STEP_RULES,
  ...FIRST_STEP_RULES,
};

export { FIRST_STEP_RULES, LATER_STEP_RULES };
