import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Banner } from '@/core/banners/banners';
import { environmentOf } from '@/core/env/environment';
import { createHttpClient, type HttpClient } from '@/core/http/http-client';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { profileQuery } from '@/api/get-profile';
import { applicationQuery } from '@/features/application/api/get-application';
import { prefetchStatus } from '@/features/application/api/get-status';
import { bannerFileFor, bannersQuery } from '@/features/banners/api/get-banners';
import { featuresQuery } from '@/features/flags/api/get-features';
import type { Flags } from '@/features/flags/flag-keys';
import { REGISTRATION_STORAGE_KEY } from '@/features/registration/state/registration-atoms';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { runtimeConfigQuery } from '@/renderer/runtime-config/runtime-config';
import { AppRoutes, HELOC_BASE, preloadPageChunk } from './router';
import { sessionEnded } from './session/session-end';
import { localTokenStore } from './session/token-store';
import { signedInApplicationUuid } from './shell/signed-in-application';
import { reportOnFirstError } from './monitoring/report-on-first-error';
import { preloadOnIntent } from './link-intent';
import { ToastMount } from './shell/toast-mount';

export { LANDING_PARAMS } from '@/features/registration/prefill/landing-params';
export { MAINTENANCE_FLAG } from './shell/maintenance-gate';

/** Query defaults of the spec: no refetch on mount, focus or reconnect, and no retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    },
  });
}

/**
 * The HELOC pages wait for the feature flags (maintenance switch, redesign): on those, ask for
 * them as the app starts, alongside the page's code, not after it.
 */
function prefetchFlags(queryClient: QueryClient, http: HttpClient, brand: Brand) {
  if (window.location.pathname.startsWith(HELOC_BASE))
    void queryClient.prefetchQuery(featuresQuery(http, brand, window.localStorage));
}

/**
 * An application page opened directly (a link, a reload, a return from a provider) first needs
 * the application and the profile, and only then routes by status. With a session at hand, ask
 * for all three as the app starts, alongside the flags and the route's code, instead of after
 * them; the page's own queries take the answers (or the calls in flight) from the cache, and the
 * first routing takes the status (get-status.ts, once and only while fresh).
 */
function prefetchApplication(queryClient: QueryClient, http: HttpClient) {
  const uuid = signedInApplicationUuid(window.location.pathname);
  if (!uuid) return;
  void queryClient.prefetchQuery(applicationQuery(http, uuid));
  void queryClient.prefetchQuery(profileQuery(http));
  prefetchStatus(http, uuid, performance.now());
}

/**
 * The API base follows the flag named for the app's relative url (platform spec, section 7):
 * same origin until and unless the flag names an allowed https host. With no host allowed
 * (flows/platform/session.json) the flag cannot change the answer, so nothing is asked; else it
 * is asked after the first render, so it never joins the first load.
 */
function applyBaseUrlFlag(http: HttpClient, orgCode: string, apiBase: { current: string }) {
  const { flagKey, allowedHosts } = SESSION_SETTINGS.baseUrl;
  if (allowedHosts.length === 0) return;
  void Promise.all([import('@/api/session-identity'), import('@/core/session/api-base-url')])
    .then(async ([{ getSessionFlag }, { resolveApiBaseUrl }]) => {
      const flag = await getSessionFlag(http, flagKey, orgCode);
      apiBase.current = resolveApiBaseUrl(flag, window.location.origin, allowedHosts);
    })
    .catch(() => undefined); // no answer: same origin, as by default
}

/** What the app talks through: its HTTP client (and the API base the flag may move) and its query cache. */
export interface AppServices {
  http: HttpClient;
  queryClient: QueryClient;
  apiBase: { current: string };
  /** The published banners (none when the file cannot be read), asked for as the app starts. */
  banners: Promise<readonly Banner[]>;
}

/**
 * The banner file, asked for as soon as the deployment's configuration names it: every page opens
 * with its banners above the heading (shell/page-banners.tsx), and a prerendered step is adopted
 * only when there is none for it (boot/render-app.tsx). Never rejects.
 */
function loadBanners(queryClient: QueryClient, http: HttpClient): Promise<readonly Banner[]> {
  return queryClient
    .fetchQuery(runtimeConfigQuery)
    .then((config) => queryClient.fetchQuery(bannersQuery(http, bannerFileFor(environmentOf(config)))))
    .catch(() => []);
}

export { pageHasBanners } from './shell/page-banners';

/**
 * The app's client and cache for the brand, created once per page, with the first calls (runtime
 * configuration, flags, an opened application) and the opened page's chunk already asked for.
 * boot/render-app.tsx creates them before the first render, so a prerendered page can wait for
 * the flags it depends on.
 */
export function createAppServices(brand: Brand): AppServices {
  const apiBase = { current: '' };
  const http = createHttpClient({
    fetch: (...args) => fetch(...args),
    baseUrl: () => apiBase.current,
    orgCode: () => brand.orgCode,
    tokens: localTokenStore,
    onSessionEnded: sessionEnded,
  });
  const queryClient = createQueryClient();
  // The deployment's runtime configuration (/config.json) and the banners it names: asked at once, beside the flags.
  const banners = loadBanners(queryClient, http);
  prefetchFlags(queryClient, http, brand);
  prefetchApplication(queryClient, http);
  preloadPageChunk(window.location.pathname, signedIn());
  return { http, queryClient, apiBase, banners };
}

/** The flags for the brand: the same call the pages read from the cache (boot/render-app.tsx waits for them). */
export function firstStepFlags(services: AppServices, brand: Brand): Promise<Flags> {
  return services.queryClient.fetchQuery(featuresQuery(services.http, brand, window.localStorage));
}

export const signedIn = (): boolean => Boolean(localTokenStore.get());

/** Answers the tab kept from an earlier visit (registration's draft). */
export function hasRegistrationDraft(): boolean {
  try {
    const kept = window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
    return kept !== null && kept !== '{}';
  } catch {
    return false;
  }
}

export function App({
  brand,
  services,
  Router = BrowserRouter,
}: {
  brand: Brand;
  services: AppServices;
  /** The browser's history; the prerender draws the page at a fixed address instead. */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const { http, queryClient, apiBase } = services;
  useEffect(() => applyBaseUrlFlag(http, brand.orgCode, apiBase), [http, brand.orgCode, apiBase]);
  // The error reporter's code loads on the first uncaught error, never with the page's own code.
  useEffect(
    () =>
      reportOnFirstError(() => import('./monitoring/install-reporter').then((m) => m.installReporter(brand.orgCode))),
    [brand.orgCode],
  );
  // A page's code is asked for when the borrower points at or tabs to a link to it.
  useEffect(() => preloadOnIntent(document, (pathname) => preloadPageChunk(pathname, signedIn())), []);
  return (
    <BrandProvider brand={brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <Router>
            <AppRoutes />
          </Router>
          <ToastMount />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>
  );
}
