import { createBrowserRouter, redirect, redirectDocument, type RouteObject } from 'react-router';
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

const contentPage = (key: string) => lazyPage(() => import('./routes/content-route'), (m) => <m.ContentRoute pageKey={key} />);

const redirectRoutes: RouteObject[] = [
  ...redirects.redirects.map((rule) => ({ path: rule.from, loader: ({ params }) => redirect(redirectTarget(rule, params)) }) satisfies RouteObject),
  // The legal pages inside the HELOC base are full-page loads of the root pages.
  ...redirects.fullPageLoads.map((rule) => ({ path: rule.from, loader: ({ request }) => redirectDocument(rule.to + new URL(request.url).search) }) satisfies RouteObject),
];

const platformRoutes: RouteObject[] = [
  ...['terms', 'privacy', 'communications', 'licenses', 'coming-soon', 'contact'].map((key) => ({ path: `/${key}`, lazy: contentPage(key) })),
  { path: '/auth/login', lazy: lazyPage(() => import('./routes/login-route'), (m) => <m.LoginRoute />) },
  { path: '/dashboard', lazy: lazyPage(() => import('./routes/dashboard-route'), (m) => <m.DashboardRoute />) },
  { path: '/dashboard/settings', lazy: lazyPage(() => import('./routes/dashboard-route'), (m) => <m.SettingsRoute />) },
];

/** The HELOC journey, behind the maintenance switch: registration and the application under /{uuid}. */
const registrationRoute = loadRegistrationRoute;

const signerRoute = () => import('./routes/signer-login-route');

const helocRoutes: RouteObject[] = [
  { path: `${HELOC_BASE}/register-v2/*`, lazy: lazyPage(registrationRoute, (m) => <m.RegisterV2Route />) },
  { path: `${HELOC_BASE}/register`, lazy: lazyPage(registrationRoute, (m) => <m.LegacyRegisterRoute />) },
  { path: `${HELOC_BASE}/not-accepting-apps`, lazy: contentPage('not-accepting-apps') },
  { path: `${HELOC_BASE}/coming-soon`, lazy: contentPage('coming-soon') },
  { path: `${HELOC_BASE}/heloc-signer/login`, lazy: lazyPage(signerRoute, (m) => <m.SignerLoginRoute />) },
  { path: `${HELOC_BASE}/heloc-signer/resume`, lazy: lazyPage(signerRoute, (m) => <m.SignerResumeRoute />) },
  { path: `${HELOC_BASE}/heloc-signer/*`, lazy: lazyPage(signerRoute, (m) => <m.SignerJourneyRoute />) },
  // After the fixed paths above, so register, register-v2, not-accepting-apps and heloc-signer win.
  { path: `${HELOC_BASE}/:uuid/*`, lazy: lazyPage(() => import('./routes/application-route'), (m) => <m.ApplicationRoute />) },
];

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
            // Public routes (flows/routes/public-routes.json) or sign-in; redirects and 404 stay outside.
            {
              loader: accessLoader,
              shouldRevalidate: revalidateAccess,
              element: <SessionGate />,
              children: [...platformRoutes, { element: <MaintenanceGate />, children: helocRoutes }],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
