import { resetChunkReloads } from '@/core/navigation/chunk-reload';
import { pageAt, type PageView } from '@/core/navigation/pages';

/**
 * A page's chunk, fetched once. The router's page reads it with React's `use` (lazy-page.tsx).
 * On the first load the opened page's chunk is started as soon as the app module runs (main.tsx),
 * and the first render waits for it (boot/render-app.tsx), so the page draws whole at once. A
 * page that suspends is revealed no sooner than 300 ms after its loading state (React's throttle
 * for fallbacks): that cost every first load of a page other than registration's a quarter second.
 *
 * Imported by the app module only, never by the entry: the route chunks then run after the app
 * module, and the bundler leaves out of them what it already holds (imported from the entry, the
 * build had 18 more chunks and 6.5 KB more script).
 */
export interface RouteChunk<M> {
  /** The one promise for the chunk: marked fulfilled once it arrives, so `use` reads it at once. */
  load(): Promise<M>;
}

/** What React's `use` reads of a promise it has seen settle: one marked so is not waited for again. */
type Tracked<M> = Promise<M> & { status?: 'fulfilled' | 'rejected'; value?: M; reason?: unknown };

export function routeChunk<M>(importer: () => Promise<M>): RouteChunk<M> {
  // Kept when it fails too: the route's error page reloads the page, which tries again.
  let loading: Tracked<M> | undefined;
  return {
    load() {
      if (loading) return loading;
      const promise: Tracked<M> = importer();
      promise.then(
        (module) => {
          promise.status = 'fulfilled';
          promise.value = module;
          // A page's code arrived: a later failed load gets its own reloads (chunk-reload.ts).
          resetChunkReloads(window.sessionStorage);
        },
        (error: unknown) => {
          promise.status = 'rejected';
          promise.reason = error;
        },
      );
      return (loading = promise);
    },
  };
}

export const contentChunk = routeChunk(() => import('./routes/content-route'));
export const registrationChunk = routeChunk(() => import('./routes/registration-route'));
export const signerChunk = routeChunk(() => import('./routes/signer-login-route'));
export const dashboardChunk = routeChunk(() => import('./routes/dashboard-route'));
export const loginChunk = routeChunk(() => import('./routes/login-route'));
export const agentLoginChunk = routeChunk(() => import('./routes/agent-login-route'));
export const loginCallbackChunk = routeChunk(() => import('./routes/login-callback-route'));
export const applicationChunk = routeChunk(() => import('./routes/application-route'));
export const appAreaChunk = routeChunk(() => import('./routes/app-area-route'));
export const plaidOAuthChunk = routeChunk(() => import('./routes/plaid-oauth-route'));

/** The registration chunk (the prerendered first step is adopted once it is in). */
export const loadRegistrationRoute = () => registrationChunk.load();

const VIEW_CHUNKS: Record<PageView, RouteChunk<unknown>> = {
  login: loginChunk,
  'agent-login': agentLoginChunk,
  'login-callback': loginCallbackChunk,
  dashboard: dashboardChunk,
  settings: dashboardChunk,
  'register-v2': registrationChunk,
  register: registrationChunk,
  'product-register': registrationChunk,
  'signer-login': signerChunk,
  'signer-resume': signerChunk,
  'signer-journey': signerChunk,
  application: applicationChunk,
  'app-area': appAreaChunk,
  'plaid-oauth-success': plaidOAuthChunk,
};

/**
 * Starts the chunk of the page at `pathname` (flows/routes/pages.json), if it has one, and
 * resolves once it is in or has failed (a failure is the router's to report).
 */
export function preloadRouteChunk(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  const chunk = page?.content !== undefined ? contentChunk : page?.view && VIEW_CHUNKS[page.view];
  return chunk
    ? chunk.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
