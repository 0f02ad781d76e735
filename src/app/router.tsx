import { useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { routedPages, type DrawnPage, type PageView } from '@/core/navigation/pages';
import { redirectTarget, type RedirectRule } from '@/core/navigation/redirects';
import redirects from '@flows/routes/redirects.json';
import { lazyPage } from './lazy-page';
import { loadedRegistrationRoute, loadRegistrationRoute } from './route-chunks';
import { MaintenanceGate } from './shell/maintenance-gate';
import { NotFoundPage } from './shell/not-found-page';
import { PageLoading } from './shell/page-loading';
import { RouteBoundary } from './shell/route-boundary';
import { ShellLayout } from './shell/shell-layout';
import { SessionGate } from './session/access-guard';

export const HELOC_BASE = '/account/heloc';

// Declarative routes, not the data router (createBrowserRouter): the app loads no route data
// through the router, and the data router's code is about 17 KB (gzip) of the first load.

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

const contentRoute = () => import('./routes/content-route');
const contentPages = new Map<string, ComponentType>();
/** One lazy component per content page key (a new one each render would load again). */
const contentPage = (key: string): ComponentType => {
  let page = contentPages.get(key);
  if (!page) {
    page = lazyPage(contentRoute, (m) => <m.ContentRoute pageKey={key} />);
    contentPages.set(key, page);
  }
  return page;
};

/** The pages drawn by code, by their view key in flows/routes/pages.json. */
const registrationRoute = loadRegistrationRoute;
const signerRoute = () => import('./routes/signer-login-route');
const dashboardRoute = () => import('./routes/dashboard-route');
const VIEWS: Record<PageView, ComponentType> = {
  login: lazyPage(
    () => import('./routes/login-route'),
    (m) => <m.LoginRoute />,
  ),
  'agent-login': lazyPage(
    () => import('./routes/agent-login-route'),
    (m) => <m.AgentLoginRoute />,
  ),
  'login-callback': lazyPage(
    () => import('./routes/login-callback-route'),
    (m) => <m.LoginCallbackRoute />,
  ),
  dashboard: lazyPage(dashboardRoute, (m) => <m.DashboardRoute />),
  settings: lazyPage(dashboardRoute, (m) => <m.SettingsRoute />),
  'register-v2': lazyPage(registrationRoute, (m) => <m.RegisterV2Route />, loadedRegistrationRoute),
  register: lazyPage(registrationRoute, (m) => <m.LegacyRegisterRoute />, loadedRegistrationRoute),
  'product-register': lazyPage(registrationRoute, (m) => <m.ProductRegisterRoute />, loadedRegistrationRoute),
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

const pageRoute = (page: DrawnPage) => {
  const Page = page.content !== undefined ? contentPage(page.content) : VIEWS[page.view!];
  return <Route key={page.path} path={page.path} element={<Page />} />;
};

/** Every page of flows/routes/pages.json; the HELOC journey's behind the maintenance switch. */
const pages = routedPages();

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route element={<RouteBoundary />}>
          {redirects.redirects.map((rule) => (
            <Route key={rule.from} path={rule.from} element={<RedirectTo rule={rule} />} />
          ))}
          {redirects.fullPageLoads.map((rule) => (
            <Route key={rule.from} path={rule.from} element={<DocumentRedirect to={rule.to} />} />
          ))}
          {/* Public pages (flows/routes/pages.json) or sign-in; redirects and 404 stay outside. */}
          <Route element={<SessionGate />}>
            {pages.open.map(pageRoute)}
            <Route element={<MaintenanceGate />}>{pages.maintenance.map(pageRoute)}</Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
