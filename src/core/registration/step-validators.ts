import type { RuleImpl } from '@/core/form';
import type { CompiledValidator } from '@/generated/registration';

type Rules = Readonly<Record<string, RuleImpl<never, never>>>;

/**
 * The step schemas' precompiled validators. They are not needed to draw a step, only to check
 * the borrower's answers, so they are not part of the first step's load (docs/performance.md):
 * the app loads them (loadStepValidators in src/generated/registration) when the borrower first
 * interacts and hands them over here. Until then stepState checks the flow's rules only and says so.
 */
let provided: Readonly<Record<string, CompiledValidator>> | null = null;
/** The later steps' rules (rules/later.ts), which come with them. */
let laterRules: Rules = {};

export function provideStepValidators(
  validators: Readonly<Record<string, CompiledValidator>> | null,
  rules: Rules = {},
): void {
  provided = validators;
  laterRules = validators ? rules : {};
}

export function providedStepValidators(): Readonly<Record<string, CompiledValidator>> | null {
  return provided;
}

export function providedLaterRules(): Rules {
  return laterRules;
}
