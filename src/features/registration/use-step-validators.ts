import { useState } from 'react';
import { providedStepValidators } from '@/core/registration';
import { ensureStepValidators } from './step-validators';

/**
 * A step's schema checks, which arrive in their own chunk once the borrower starts answering.
 * Returns [checking, prepare, whenReady]: `prepare` starts the load; `whenReady(check)` runs the
 * check once they are in, `checking` (the button busy) meanwhile. A chunk that cannot load is the
 * route error page's to handle (it reloads once). A tuple, as useState's, to keep the first step's
 * JavaScript as small as it was (the budget in e2e/first-load-budget.spec.ts).
 */
export function useStepValidators() {
  const [checking, setChecking] = useState(false);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  if (loadFailure) throw loadFailure;
  const load = () => ensureStepValidators().catch(setLoadFailure);

  /** Runs `check` once the checks are in; without them a step never moves on. */
  const whenReady = (check: () => void) => {
    if (providedStepValidators()) return check();
    setChecking(true);
    void load().then(() => {
      setChecking(false);
      if (providedStepValidators()) check();
    });
  };
  return [checking, load, whenReady] as const;
}
