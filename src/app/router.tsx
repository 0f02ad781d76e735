import { useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { routedPages, type DrawnPage, type PageView } from '@/core/navigation/pages';
import { redirectTarget, type RedirectRule } from '@/core/navigation/redirects';
import redirects from '@flows/routes/redirects.json';
import { lazyPage } from './lazy-page';
import {
  agentLoginChunk,
  appAreaChunk,
  applicationChunk,
  contentChunk,
  dashboardChunk,
  loginCallbackChunk,
  loginChunk,
  plaidOAuthChunk,
  registrationChunk,
  signerChunk,
} from './route-chunks';
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

const contentPages = new Map<string, ComponentType>();
/** One page component per content page key (a new one each render would draw the page anew). */
const contentPage = (key: string): ComponentType => {
  let page = contentPages.get(key);
  if (!page) {
    page = lazyPage(contentChunk, (m) => <m.ContentRoute pageKey={key} />);
    contentPages.set(key, page);
  }
  return page;
};

/** The pages drawn by code, by their view key in flows/routes/pages.json. */
const VIEWS: Record<PageView, ComponentType> = {
  login: lazyPage(loginChunk, (m) => <m.LoginRoute />),
  'agent-login': lazyPage(agentLoginChunk, (m) => <m.AgentLoginRoute />),
  'login-callback': lazyPage(loginCallbackChunk, (m) => <m.LoginCallbackRoute />),
  dashboard: lazyPage(dashboardChunk, (m) => <m.DashboardRoute />),
  settings: lazyPage(dashboardChunk, (m) => <m.SettingsRoute />),
  'register-v2': lazyPage(registrationChunk, (m) => <m.RegisterV2Route />),
  register: lazyPage(registrationChunk, (m) => <m.LegacyRegisterRoute />),
  'product-register': lazyPage(registrationChunk, (m) => <m.ProductRegisterRoute />),
  'signer-login': lazyPage(signerChunk, (m) => <m.SignerLoginRoute />),
  'signer-resume': lazyPage(signerChunk, (m) => <m.SignerResumeRoute />),
  'signer-journey': lazyPage(signerChunk, (m) => <m.SignerJourneyRoute />),
  application: lazyPage(applicationChunk, (m) => <m.ApplicationRoute />),
  'app-area': lazyPage(appAreaChunk, (m) => <m.AppAreaRoute />),
  'plaid-oauth-success': lazyPage(plaidOAuthChunk, (m) => <m.PlaidOAuthRoute />),
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
