import type { CompiledValidator } from '@/generated/registration';

/**
 * The step schemas' precompiled validators. They are not needed to draw a step, only to check
 * the borrower's answers, so they are not part of the first step's load (docs/performance.md):
 * the app loads them (loadStepValidators in src/generated/registration) when the borrower first
 * interacts and hands them over here. Until then stepState checks the flow's rules only and says so.
 */
let provided: Readonly<Record<string, CompiledValidator>> | null = null;

export function provideStepValidators(validators: Readonly<Record<string, CompiledValidator>> | null): void {
  provided = validators;
}

export function providedStepValidators(): Readonly<Record<string, CompiledValidator>> | null {
  return provided;
}
