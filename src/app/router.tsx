import { createBrowserRouter, redirect, redirectDocument, type RouteObject } from 'react-router';
import { routedPages, type DrawnPage, type PageView } from '@/core/navigation/pages';
import { redirectTarget } from '@/core/navigation/redirects';
import redirects from '@flows/routes/redirects.json';
import { lazyPage } from './lazy-page';
import { loadRegistrationRoute } from './route-chunks';
import { MaintenanceGate } from './shell/maintenance-gate';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';
import { ShellLayout } from './shell/shell-layout';
import { accessLoader, revalidateAccess, SessionGate } from './session/access-guard';
import { PageLoading } from './shell/page-loading';

export const HELOC_BASE = '/account/heloc';

const contentPage = (key: string) =>
  lazyPage(
    () => import('./routes/content-route'),
    (m) => <m.ContentRoute pageKey={key} />,
  );

const redirectRoutes: RouteObject[] = [
  ...redirects.redirects.map(
    (rule) =>
      ({ path: rule.from, loader: ({ params }) => redirect(redirectTarget(rule, params)) }) satisfies RouteObject,
  ),
  // The legal pages inside the HELOC base are full-page loads of the root pages.
  ...redirects.fullPageLoads.map(
    (rule) =>
      ({
        path: rule.from,
        loader: ({ request }) => redirectDocument(rule.to + new URL(request.url).search),
      }) satisfies RouteObject,
  ),
];

/** The pages drawn by code, by their view key in flows/routes/pages.json. */
const registrationRoute = loadRegistrationRoute;
const signerRoute = () => import('./routes/signer-login-route');
const dashboardRoute = () => import('./routes/dashboard-route');
const VIEWS: Record<PageView, NonNullable<RouteObject['lazy']>> = {
  login: lazyPage(
    () => import('./routes/login-route'),
    (m) => <m.LoginRoute />,
  ),
  'agent-login': lazyPage(
    () => import('./routes/agent-login-route'),
    (m) => <m.AgentLoginRoute />,
  ),
  dashboard: lazyPage(dashboardRoute, (m) => <m.DashboardRoute />),
  settings: lazyPage(dashboardRoute, (m) => <m.SettingsRoute />),
  'register-v2': lazyPage(registrationRoute, (m) => <m.RegisterV2Route />),
  register: lazyPage(registrationRoute, (m) => <m.LegacyRegisterRoute />),
  'product-register': lazyPage(registrationRoute, (m) => <m.ProductRegisterRoute />),
  'signer-login': lazyPage(signerRoute, (m) => <m.SignerLoginRoute />),
  'signer-resume': lazyPage(signerRoute, (m) => <m.SignerResumeRoute />),
  'signer-journey': lazyPage(signerRoute, (m) => <m.SignerJourneyRoute />),
  application: lazyPage(
    () => import('./routes/application-route'),
    (m) => <m.ApplicationRoute />,
  ),
  'app-area': lazyPage(
    () => import('./routes/app-area-route'),
    (m) => <m.AppAreaRoute />,
  ),
  'plaid-oauth-success': lazyPage(
    () => import('./routes/plaid-oauth-route'),
    (m) => <m.PlaidOAuthRoute />,
  ),
};

const pageRoute = (page: DrawnPage): RouteObject => ({
  path: page.path,
  lazy: page.content !== undefined ? contentPage(page.content) : VIEWS[page.view!],
});

/** Every page of flows/routes/pages.json; the HELOC journey's behind the maintenance switch. */
const pages = routedPages();

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <ShellLayout />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...redirectRoutes,
            // Public pages (flows/routes/pages.json) or sign-in; redirects and 404 stay outside.
            {
              loader: accessLoader,
              shouldRevalidate: revalidateAccess,
              element: <SessionGate />,
              children: [
                ...pages.open.map(pageRoute),
                { element: <MaintenanceGate />, children: pages.maintenance.map(pageRoute) },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
