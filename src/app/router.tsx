import { createBrowserRouter, redirect, redirectDocument, type RouteObject } from 'react-router';
import { redirectTarget } from '@/core/navigation/redirects';
import copy from '@flows/shell/copy.json';
import redirects from '@flows/routes/redirects.json';
import { lazyPage } from './lazy-page';
import { MaintenanceGate } from './shell/maintenance-gate';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';
import { ShellLayout } from './shell/shell-layout';
import { requireSession } from './session/require-session';

export const HELOC_BASE = '/account/heloc';

const contentPage = (key: string) => lazyPage(() => import('./routes/content-route'), (m) => <m.ContentRoute pageKey={key} />);

const redirectRoutes: RouteObject[] = [
  ...redirects.redirects.map((rule) => ({ path: rule.from, loader: ({ params }) => redirect(redirectTarget(rule, params)) }) satisfies RouteObject),
  // The legal pages inside the HELOC base are full-page loads of the root pages.
  ...redirects.fullPageLoads.map((rule) => ({ path: rule.from, loader: ({ request }) => redirectDocument(rule.to + new URL(request.url).search) }) satisfies RouteObject),
];

const platformRoutes: RouteObject[] = [
  ...['terms', 'privacy', 'communications', 'licenses', 'coming-soon', 'contact'].map((key) => ({ path: `/${key}`, lazy: contentPage(key) })),
  { path: '/auth/login', lazy: contentPage('login') },
  // The dashboard and settings pages arrive with sign-in; until then they require a session.
  { path: '/dashboard', loader: requireSession, element: <NotFoundPage /> },
  { path: '/dashboard/settings', loader: requireSession, element: <NotFoundPage /> },
];

/** The HELOC journey, behind the maintenance switch. Later issues add registration and /{uuid}. */
const helocRoutes: RouteObject[] = [
  { path: `${HELOC_BASE}/not-accepting-apps`, lazy: contentPage('not-accepting-apps') },
  { path: `${HELOC_BASE}/coming-soon`, lazy: contentPage('coming-soon') },
];

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <ShellLayout />,
      hydrateFallbackElement: <p role="status">{copy.loading}</p>,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...redirectRoutes,
            ...platformRoutes,
            { element: <MaintenanceGate />, children: helocRoutes },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
