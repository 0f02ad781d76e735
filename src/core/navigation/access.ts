import { publicRoutes, type PublicRoutes } from './pages';
import { isSafeRedirectPath } from './safe-links';

/**
 * Who may open a route (platform-services.md sections 2 and 6): anyone may open the pages
 * flows/routes/pages.json marks public; anyone else is sent to the login page, which brings
 * them back afterwards, or to the signer login on additional-signer paths.
 */
export type Access = { allow: true } | { redirect: string };

const PUBLIC_ROUTES = publicRoutes();

export function accessFor(pathname: string, visitor: { signedIn: boolean; search?: string }): Access {
  return accessForIn(PUBLIC_ROUTES, pathname, visitor);
}

export function accessForIn(
  routes: PublicRoutes,
  pathname: string,
  visitor: { signedIn: boolean; search?: string },
): Access {
  if (visitor.signedIn || isPublicPath(routes, pathname)) return { allow: true };
  return { redirect: loginPathIn(routes, pathname, visitor.search ?? '') };
}

export function isPublicPath(routes: PublicRoutes, pathname: string): boolean {
  const path = normalise(pathname);
  return routes.public.some((pattern) =>
    pattern.endsWith('/*') ? isAtOrBelow(path, pattern.slice(0, -2)) : path === pattern,
  );
}

/**
 * The login page for someone who was at `pathname`: the signer login on signer paths, else
 * /auth/login?redirectUrl=<where they were> (left out when that is not a safe redirect).
 */
export function loginPathFor(pathname: string, search = ''): string {
  return loginPathIn(PUBLIC_ROUTES, pathname, search);
}

export function loginPathIn(routes: PublicRoutes, pathname: string, search: string): string {
  const path = normalise(pathname);
  if (isAtOrBelow(path, routes.signer.under)) return routes.signer.login;
  const back = path + (search === '?' ? '' : search);
  const onLogin = path === routes.login || path === routes.signer.login;
  return isSafeRedirectPath(back) && !onLogin
    ? `${routes.login}?redirectUrl=${encodeURIComponent(back)}`
    : routes.login;
}

/** True on either login page, where a session that ended needs no further redirect. */
export function isLoginPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === PUBLIC_ROUTES.login || path === PUBLIC_ROUTES.signer.login;
}

/** Where sign-in continues: the redirectUrl when it is a safe site path (not a login page), else the dashboard. */
export function afterLoginPath(redirectUrl: string | null | undefined): string {
  if (!isSafeRedirectPath(redirectUrl)) return '/dashboard';
  return isLoginPath(redirectUrl.split(/[?#]/)[0]!) ? '/dashboard' : redirectUrl;
}

function isAtOrBelow(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
