import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '@/core/http/http-error';

/**
 * Runs one borrower action at a time (uploads, then the task) and keeps its failure as the
 * message to announce. A second click while it runs does nothing.
 */
export function useAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, error, run, setError };
}
