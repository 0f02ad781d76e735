import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useProfile } from '@/api/get-profile';
import { routesOnEntry } from '@/core/application/entry-routing';
import { useLocation, useParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { fillScreenPath } from '@/core/application/screen-match';
import { readRouteState } from '@/core/application/route-origin';
import { applicationCopy, matchScreenPath, SCREEN_PATHS } from '@/core/application/screens';
import type { ScreenMatch } from '@/core/application/screen-match';
import { applicationScreenPath, STATUS_ROUTES } from '@/core/status/resolve-status-route';
import type { RouteEvent } from '@/core/status/application-routing';
import type { ProfileKind } from '@/core/profile/profile-type';
import { useHttp } from '@/renderer/http/http-context';
import { HttpError, isSessionEnded } from '@/core/http/http-error';
import { isStaleTask } from '@/core/http/idempotency';
import { FullScreenLoader } from '@/renderer/platform/full-screen-loader';
import { applicationQueryKey, useApplication } from './api/get-application';
import { postTask } from './api/post-task';
import { StaleNotice, faultCopy } from './stale-notice';
import { RoutingView } from './routing-view';
import { useAdditionalSigner } from './signer/use-signer-evidence';
import { preloadScreen, useFoundScreen } from './screen-loading';
import { ScreenPage } from './screen-page';
import type { ScreenPageProps } from './screen-props';
import { useStatusRouting } from './use-status-routing';

// Only a borrower listed as an additional signer is handed off: the signer journey's code loads then.
const SignerHandOff = lazy(() => import('./signer/signer-hand-off').then((m) => ({ default: m.SignerHandOff })));

/** Screens the status table routes to: opening one asks the status first. */
const STATUS_TARGETS = [...STATUS_ROUTES.rows.map((r) => r.route), STATUS_ROUTES.unrecognised.route];

export interface ApplicationJourneyProps {
  /** Checked by the route (8-4-4-4-12 hexadecimal). */
  uuid: string;
  onRouteEvent: (event: RouteEvent) => void;
  onCoDeeder: () => void;
  /** Drawn for a path under the application that names no screen. */
  notFound: ReactNode;
}

/**
 * Everything under /account/heloc/{uuid}/: loads the application and profile, then routes by
 * status. A borrower the application lists among its helocSigners is handed to the signer journey.
 */
export function ApplicationJourney(props: ApplicationJourneyProps) {
  const queryClient = useQueryClient();
  const opened = useParams()['*'] ?? '';
  const openedState = useLocation().state as unknown;
  // The screen opened by URL loads its area while the application and profile load; only that
  // one, on arrival: routing preloads where it goes.
  const preloadOpened = useEffectEvent(() => {
    void preloadScreen(queryClient, opened, readRouteState(openedState)).catch(() => undefined);
  });
  useEffect(() => preloadOpened(), []);
  const application = useApplication(props.uuid);
  const profile = useProfile();
  const evidence = useAdditionalSigner(application.data, application.isPending);
  const loading = <p role="status">{applicationCopy.routing.loading}</p>;
  if (application.isPending || profile.isPending || evidence.pending) return loading;
  if (evidence.listedOn)
    return (
      <Suspense fallback={loading}>
        <SignerHandOff listedOn={evidence.listedOn} />
      </Suspense>
    );
  return <RoutedApplication {...props} profile={profile.data ?? null} hasApplication={application.isSuccess} />;
}

function RoutedApplication({
  uuid,
  onRouteEvent,
  onCoDeeder,
  notFound,
  profile,
  hasApplication,
}: ApplicationJourneyProps & { profile: ProfileKind | null; hasApplication: boolean }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const rest = useParams()['*'] ?? '';
  const application = useApplication(uuid);
  const [routeOnEntry] = useState(() => routesOnEntry(rest, STATUS_TARGETS, SCREEN_PATHS, application.data?.decision));
  const preload = useCallback(
    (to: string, state?: Readonly<Record<string, string>>) => {
      const prefix = applicationScreenPath(uuid, '');
      if (!to.startsWith(prefix)) return Promise.resolve();
      return preloadScreen(queryClient, to.slice(prefix.length).split('?')[0]!, readRouteState(state));
    },
    [queryClient, uuid],
  );
  const routing = useStatusRouting({
    http,
    uuid,
    profile,
    hasApplication,
    onRouteEvent,
    onCoDeeder,
    routeOnEntry,
    preload,
  });
  const { route } = routing;

  const [staleFrom, setStaleFrom] = useState<string | null>(null);
  const madeFrom = routing.settledStatus() ?? application.data?.status.checklistStatus ?? '';
  const submitTask = useCallback(
    async (task: string, body: unknown) => {
      setStaleFrom(null);
      const attempt = { key: crypto.randomUUID(), madeFrom };
      const status = await postTask(http, uuid, task, body, attempt).catch(async (error: unknown) => {
        if (isSessionEnded(error)) {
          // The session ended under the form: reading the application again meets the same 401,
          // which the HTTP client's session hook turns into sign-in (the screen's answers wait in the tab).
          void queryClient.invalidateQueries({ queryKey: applicationQueryKey(uuid) });
          throw error;
        }
        if (!isStaleTask(error)) throw error;
        // Another tab or device moved the application on: nothing was applied here. Show where it stands.
        setStaleFrom(window.location.pathname);
        await queryClient.invalidateQueries({ queryKey: applicationQueryKey(uuid) });
        await route();
        throw new HttpError(409, 'Conflict', { message: faultCopy.staleTask.body });
      });
      await queryClient.invalidateQueries({ queryKey: applicationQueryKey(uuid) });
      await route(status);
    },
    [http, uuid, queryClient, route, madeFrom],
  );
  const goTo = useCallback(
    (screenPath: string, state?: Readonly<Record<string, string>>) =>
      void navigate(applicationScreenPath(uuid, fillScreenPath(screenPath)), state && { state }),
    [navigate, uuid],
  );
  const recheck = useCallback(() => route(), [route]);

  // The full-screen loader covers the status read on arrival, with its minimum time (platform spec section 4).
  const loader = (
    <FullScreenLoader
      id="application-routing"
      loading={routing.phase === 'routing'}
      message={applicationCopy.routing.loading}
    />
  );
  if (routing.phase !== 'idle' || routing.error || !application.data) {
    return (
      <>
        <RoutingView
          phase={routing.phase}
          failed={Boolean(routing.error) || (!application.data && routing.phase === 'idle')}
          onRetry={recheck}
        />
        {loader}
      </>
    );
  }
  const match = matchScreenPath(rest);
  if (!match) return notFound;
  return (
    <>
      {staleFrom !== null && staleFrom !== window.location.pathname && <StaleNotice />}
      {/* A screen whose area has not loaded yet (opened by URL) keeps the routing look until it has;
          a navigation (a transition) keeps the screen on show instead. */}
      <Suspense fallback={<RoutingView phase="routing" failed={false} onRetry={recheck} />}>
        <LoadedScreen
          match={match}
          uuid={uuid}
          application={application.data}
          submitTask={submitTask}
          goTo={goTo}
          recheck={recheck}
        />
      </Suspense>
      {loader}
    </>
  );
}

function LoadedScreen({ match, ...props }: Omit<ScreenPageProps, 'found'> & { match: ScreenMatch }) {
  const found = useFoundScreen(match);
  return <ScreenPage key={found.path} found={found} {...props} />;
}
