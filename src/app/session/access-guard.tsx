import { Outlet, redirect, useLocation, useNavigate, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { isSessionEnded } from '@/core/http/http-error';
import { accessFor, isLoginPath, loginPathFor } from '@/core/navigation/access';
import { endSession } from '@/features/session/session-controls';
import { useSessionEndWatcher } from '@/features/session/use-session-end-watcher';
import { appSession } from './app-session';

/**
 * The one access rule of the router (the public pages of flows/routes/pages.json): a layout route's loader,
 * re-run on every navigation, sends anonymous visitors on non-public routes to login.
 */
export function accessLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const access = accessFor(url.pathname, { signedIn: Boolean(appSession.tokens.get()), search: url.search });
  if ('redirect' in access) throw redirect(access.redirect);
  return null;
}

/** Every navigation re-checks access, not only the first one into the layout. */
export const revalidateAccess = () => true;

/**
 * For loaders that call secure endpoints: a 401/403 session end forgets the session and
 * redirects to login, like the query-cache watcher does for calls made by components.
 */
export function withSessionEnd<T>(loader: (args: LoaderFunctionArgs) => Promise<T>): LoaderFunction {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isSessionEnded(error)) throw error;
      endSession(appSession, 'ended');
      const url = new URL(args.request.url);
      throw redirect(loginPathFor(url.pathname, url.search));
    }
  };
}

/** The guarded layout: watches every call for an ended session, then renders the page. */
export function SessionGate() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useSessionEndWatcher(appSession, () => {
    if (!isLoginPath(pathname)) void navigate(loginPathFor(pathname, search), { replace: true });
  });
  return <Outlet />;
}
