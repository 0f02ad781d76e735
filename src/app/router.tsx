import { useEffect, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { routedPages, type DrawnPage, type PageView } from '@/core/navigation/pages';
import { redirectTarget, type RedirectRule } from '@/core/navigation/redirects';
import redirects from '@flows/routes/redirects.json';
import { lazyPage } from './lazy-page';
import { registrationChunk, routeChunk, type RouteChunk } from './route-chunks';
import { MaintenanceGate } from './shell/maintenance-gate';
import { NotFoundPage } from './shell/not-found-page';
import { PageLoading } from './shell/page-loading';
import { RouteBoundary } from './shell/route-boundary';
import { ShellLayout } from './shell/shell-layout';
import { SessionGate } from './session/access-guard';

export const HELOC_BASE = '/account/heloc';

// Route objects drawn with useRoutes, not the data router (createBrowserRouter): the app loads no
// route data through the router, and the data router's code is about 17 KB (gzip) of the first load.

/** An old address: the router sends the borrower on to its new one in place. */
function RedirectTo({ rule }: { rule: RedirectRule }) {
  return <Navigate to={redirectTarget(rule, useParams())} replace />;
}

/** The legal pages inside the HELOC base are full-page loads of the root pages. */
function DocumentRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  useEffect(() => window.location.replace(to + search), [to, search]);
  return <PageLoading />;
}

/** The pages' chunks: content pages share one, and some views share theirs. */
export const PAGE_CHUNKS = {
  content: routeChunk(() => import('./routes/content-route')),
  login: routeChunk(() => import('./routes/login-route')),
  agentLogin: routeChunk(() => import('./routes/agent-login-route')),
  loginCallback: routeChunk(() => import('./routes/login-callback-route')),
  dashboard: routeChunk(() => import('./routes/dashboard-route')),
  registration: registrationChunk,
  signer: routeChunk(() => import('./routes/signer-login-route')),
  application: routeChunk(() => import('./routes/application-route')),
  appArea: routeChunk(() => import('./routes/app-area-route')),
  plaidOAuth: routeChunk(() => import('./routes/plaid-oauth-route')),
};

const contentPages = new Map<string, ComponentType>();
/** One lazy component per content page key (a new one each render would load again). */
const contentPage = (key: string): ComponentType => {
  let page = contentPages.get(key);
  if (!page) {
    page = lazyPage(PAGE_CHUNKS.content, (m) => <m.ContentRoute pageKey={key} />);
    contentPages.set(key, page);
  }
  return page;
};

/** The pages drawn by code, by their view key in flows/routes/pages.json, with the chunk each is in. */
const VIEWS: Record<PageView, { chunk: RouteChunk<unknown>; Page: ComponentType }> = {
  login: view(PAGE_CHUNKS.login, (m) => <m.LoginRoute />),
  'agent-login': view(PAGE_CHUNKS.agentLogin, (m) => <m.AgentLoginRoute />),
  'login-callback': view(PAGE_CHUNKS.loginCallback, (m) => <m.LoginCallbackRoute />),
  dashboard: view(PAGE_CHUNKS.dashboard, (m) => <m.DashboardRoute />),
  settings: view(PAGE_CHUNKS.dashboard, (m) => <m.SettingsRoute />),
  'register-v2': view(PAGE_CHUNKS.registration, (m) => <m.RegisterV2Route />),
  register: view(PAGE_CHUNKS.registration, (m) => <m.LegacyRegisterRoute />),
  'product-register': view(PAGE_CHUNKS.registration, (m) => <m.ProductRegisterRoute />),
  'signer-login': view(PAGE_CHUNKS.signer, (m) => <m.SignerLoginRoute />),
  'signer-resume': view(PAGE_CHUNKS.signer, (m) => <m.SignerResumeRoute />),
  'signer-journey': view(PAGE_CHUNKS.signer, (m) => <m.SignerJourneyRoute />),
  application: view(PAGE_CHUNKS.application, (m) => <m.ApplicationRoute />),
  'app-area': view(PAGE_CHUNKS.appArea, (m) => <m.AppAreaRoute />),
  'plaid-oauth-success': view(PAGE_CHUNKS.plaidOAuth, (m) => <m.PlaidOAuthRoute />),
};

function view<M>(chunk: RouteChunk<M>, render: (module: M) => ReactElement) {
  return { chunk, Page: lazyPage(chunk, render) };
}

/** What preloadPageChunk needs of a page's route: the chunk it is drawn from, and who may open it. */
interface PageHandle {
  chunk: RouteChunk<unknown>;
  public: boolean;
}

const pageRoute = (page: DrawnPage): RouteObject => {
  const { chunk, Page } =
    page.content !== undefined ? { chunk: PAGE_CHUNKS.content, Page: contentPage(page.content) } : VIEWS[page.view!];
  return { path: page.path, element: <Page />, handle: { chunk, public: page.public } satisfies PageHandle };
};

/** Every page of flows/routes/pages.json; the HELOC journey's behind the maintenance switch. */
const pages = routedPages();

const ROUTES: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          ...redirects.redirects.map((rule) => ({ path: rule.from, element: <RedirectTo rule={rule} /> })),
          ...redirects.fullPageLoads.map((rule) => ({ path: rule.from, element: <DocumentRedirect to={rule.to} /> })),
          // Public pages (flows/routes/pages.json) or sign-in; redirects and 404 stay outside.
          {
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
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * The chunk of the page the router draws at `pathname` (matched as the router matches it), if
 * the visitor may open it: a signed-out visitor is sent from a private page to sign in.
 */
export function pageChunkAt(pathname: string, signedIn: boolean): RouteChunk<unknown> | undefined {
  const handle = matchRoutes(ROUTES, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  return handle && (signedIn || handle.public) ? handle.chunk : undefined;
}

/**
 * Starts the chunk of the page at `pathname` as the app starts: it arrives while the flags and the
 * session are asked for, and the page is drawn without suspending. A failure is the router's to
 * report, when it draws the page.
 */
export function preloadPageChunk(pathname: string, signedIn: boolean): void {
  pageChunkAt(pathname, signedIn)
    ?.load()
    .catch(() => undefined);
}
