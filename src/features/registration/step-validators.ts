import { providedStepValidators, provideStepValidators } from '@/core/registration';
import { loadStepValidators } from '@/generated/registration';

let pending: Promise<void> | null = null;

/**
 * Loads the step validators once (their own chunk: the first step is drawn without them) and
 * hands them to the core. A failed load is tried again on the next call.
 */
export function ensureStepValidators(): Promise<void> {
  if (providedStepValidators()) return Promise.resolve();
  pending ??= loadStepValidators().then(provideStepValidators, (error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
