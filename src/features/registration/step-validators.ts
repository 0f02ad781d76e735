import { providedStepValidators, provideStepValidators } from '@/core/registration';
import { loadStepValidators } from '@/generated/registration';

let pending: Promise<void> | null = null;

/**
 * Loads the step validators and the later steps' rules once (their own chunks: the first step is
 * drawn without them) and hands them to the core. A failed load is tried again on the next call.
 */
export function ensureStepValidators(): Promise<void> {
  if (providedStepValidators()) return Promise.resolve();
  pending ??= Promise.all([loadStepValidators(), import('@/core/registration/rules/later')]).then(
    ([validators, { LATER_STEP_RULES }]) => provideStepValidators(validators, LATER_STEP_RULES),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
