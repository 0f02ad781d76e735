import { useState } from 'react';
import { providedStepValidators } from '@/core/registration';
import { ensureStepValidators } from './step-validators';

/**
 * A step's schema checks, which arrive in their own chunk once the borrower starts answering
 * (`prepare`). A Continue before they are in waits for them, with the button busy (`checking`).
 * A chunk that cannot load is the route error page's to handle (it reloads once).
 */
export function useStepValidators() {
  const [checking, setChecking] = useState(false);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  if (loadFailure) throw loadFailure;
  const prepare = () => ensureStepValidators().catch(setLoadFailure);

  /** Runs `check` once the checks are in; without them a step never moves on. */
  const whenReady = (check: () => void) => {
    if (providedStepValidators()) return check();
    setChecking(true);
    void prepare().then(() => {
      setChecking(false);
      if (providedStepValidators()) check();
    });
  };
  return { checking, prepare, whenReady };
}
