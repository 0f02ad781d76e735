import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { accessFor, isLoginPath, loginPathFor } from '@/core/navigation/access';
import { useSessionEndWatcher } from '@/features/session/use-session-end-watcher';
import { appSession } from './app-session';

/**
 * The guarded layout, with the one access rule of the router (the public pages of
 * flows/routes/pages.json): checked on every navigation, before the page draws, it sends
 * anonymous visitors on non-public routes to login. It then watches every call for an ended
 * session.
 */
export function SessionGate() {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  useSessionEndWatcher(appSession, () => {
    if (!isLoginPath(pathname)) void navigate(loginPathFor(pathname, search), { replace: true });
  });
  const access = accessFor(pathname, { signedIn: Boolean(appSession.tokens.get()), search });
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  return <Outlet />;
}
