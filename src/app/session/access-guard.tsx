import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { accessFor, isLoginPath, loginPathFor } from '@/core/navigation/access';
import { appSession } from './app-session';
import { onSessionEnded } from './session-end';

/** Navigation state the login page reads to say why the borrower is there. */
export const SESSION_ENDED_STATE = { notice: 'sessionEnded' } as const;

/**
 * The guarded layout, with the one access rule of the router (the public pages of
 * flows/routes/pages.json): checked on every navigation, before the page draws, it sends
 * anonymous visitors on non-public routes to login. When any call finds the session ended (the
 * HTTP client's one hook, session-end.ts), it takes the borrower to sign-in from where they are,
 * saying why.
 */
export function SessionGate() {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const at = useRef({ pathname, search });
  useEffect(() => {
    at.current = { pathname, search };
  });
  useEffect(
    () =>
      onSessionEnded(() => {
        const here = at.current;
        if (!isLoginPath(here.pathname))
          void navigate(loginPathFor(here.pathname, here.search), { replace: true, state: SESSION_ENDED_STATE });
      }),
    [navigate],
  );
  const access = accessFor(pathname, { signedIn: Boolean(appSession.tokens.get()), search });
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  return <Outlet />;
}
