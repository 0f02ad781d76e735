import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isSessionEnded } from '@/core/http/http-error';
import { endSession, isSessionEndIgnored, type SessionControls } from './session-controls';

/**
 * The one place a 401, or a 403 saying unauthenticated or invalid signature, ends the session
 * (platform-services.md section 8): every query and mutation reports to the query client's
 * caches, so listening there covers every call without wrapping any of them. The session is
 * forgotten, then `onEnded` takes the borrower to the login page. Calls marked with
 * SESSION_END_IGNORED handle their own 401.
 */
export function useSessionEndWatcher(session: SessionControls, onEnded: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  useEffect(() => {
    const handle = (error: unknown, meta: Record<string, unknown> | undefined) => {
      if (!isSessionEnded(error) || isSessionEndIgnored(meta)) return;
      endSession(session, 'ended');
      latest.current();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error, event.query.meta);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        handle(event.action.error, event.mutation.options.meta);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, session]);
}
