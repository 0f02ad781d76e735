import type { RegistrationContext } from './context';
import { registrationFlow } from './flow';
import { nextStep, SUBMIT } from './navigation';
import { validateStep } from './validate-step';

/**
 * The first step on the borrower's path (from the first step, following `next`) whose data has
 * an error, warnings aside; null when the whole path passes. Submit sends the borrower there when
 * something is missing, e.g. after a prefill or a resumed session skipped a step.
 */
export function firstInvalidStep(ctx: RegistrationContext): string | null {
  const seen = new Set<string>();
  let key = registrationFlow.steps[0]!.key;
  while (key !== SUBMIT && !seen.has(key)) {
    seen.add(key);
    if (validateStep(key, ctx).some((e) => e.severity === 'error')) return key;
    key = nextStep(key, ctx);
  }
  return null;
}
