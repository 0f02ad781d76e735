import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { loaderHideDelay } from '@/core/application/loader-timing';
import type { HttpClient } from '@/core/http/http-client';
import { isCoDeeder, type ProfileKind } from '@/core/profile/profile-type';
import { decideApplicationRoute, type RouteEvent } from '@/core/status/application-routing';
import { pollStatus, type PollOutcome } from '@/core/status/poll-status';
import { fromStatusResponse, type StatusContext } from '@/core/status/status-context';
import { isPolledStatus, STATUS_POLLING } from '@/core/status/waiting-statuses';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';
import { getStatus, takePrefetchedStatus } from './api/get-status';

export type RoutingPhase = 'routing' | 'waiting' | 'idle';

export interface RoutingServices {
  http: HttpClient;
  uuid: string;
  /** The signed-in profile (null when it could not be loaded). */
  profile: ProfileKind | null;
  hasApplication: boolean;
  /** Told of every routing (the app sends it to telemetry). */
  onRouteEvent: (event: RouteEvent) => void;
  /** A CO_DEEDER profile on the main app: the app removes the token and reloads. */
  onCoDeeder: () => void;
  /** Whether the URL opened asks the status where to go (src/core/application/entry-routing.ts). */
  routeOnEntry: boolean;
  /** Loads what the page routing goes to needs, so it draws at once on arrival (the routing look stays meanwhile). */
  preload?: (to: string, state?: Readonly<Record<string, string>>) => Promise<void>;
}

type Settled = { status: string; context: StatusContext };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Status routing for one application (borrower-journey.md section 4, 'Routing behaviour'): read
 * the status, poll with capped back-off while it is a waiting status, then let the core decide
 * and carry it out. `route(first)` starts from a status already known (a task's answer) or
 * already asked for (on arrival: the one app.tsx asked for as the page opened, if still fresh).
 */
export function useStatusRouting(services: RoutingServices) {
  const navigate = useAppNavigate();
  const [phase, setPhase] = useState<RoutingPhase>(services.routeOnEntry ? 'routing' : 'idle');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(services);
  latest.current = services;
  const run = useRef(0);
  /** The status the last routing settled on: what the screen on show was drawn for. */
  const settled = useRef<string | undefined>(undefined);

  const route = useCallback(
    async (first?: HelocStatusResponse | Promise<HelocStatusResponse>): Promise<void> => {
      const id = ++run.current;
      const { http, uuid } = latest.current;
      const pathname = window.location.pathname;
      let shownAt: number | null = null;
      let pending = first;
      const fetchStatus = async (): Promise<Settled> => {
        const response = pending ? await pending : await getStatus(http, uuid);
        pending = undefined;
        if (id === run.current && isPolledStatus(response.status) && shownAt === null) {
          shownAt = performance.now();
          setPhase('waiting');
        }
        return fromStatusResponse(response);
      };
      let outcome: PollOutcome<Settled>;
      try {
        const { profile, hasApplication } = latest.current;
        // Without a profile or an application the core sends to /dashboard: no status call.
        outcome =
          profile && hasApplication && !isCoDeeder(profile)
            ? await pollStatus({
                fetchStatus,
                sleep,
                random: Math.random,
                now: () => performance.now(),
                baseDelayMs: STATUS_POLLING.baseDelayMs,
                maxRetries: STATUS_POLLING.maxRetries,
                isWaiting: isPolledStatus,
              })
            : { kind: 'settled', last: { status: '', context: {} }, retries: 0, elapsedMs: 0 };
      } catch (caught) {
        if (id === run.current) {
          setError(caught);
          setPhase('idle');
        }
        return;
      }
      if (id !== run.current) return;
      if (outcome.kind === 'settled' && outcome.last.status) settled.current = outcome.last.status;
      if (shownAt !== null) await sleep(loaderHideDelay(shownAt, performance.now()));
      if (id !== run.current) return;
      const { profile, hasApplication, onRouteEvent, onCoDeeder } = latest.current;
      const decision = decideApplicationRoute({ pathname, applicationUuid: uuid, profile, hasApplication, outcome });
      onRouteEvent(decision.event);
      setError(null);
      if (decision.kind === 'reload-without-token') return onCoDeeder();
      if (decision.kind === 'navigate') {
        // A failed load is the page's to show (the route's error page), not routing's.
        await latest.current.preload?.(decision.to, decision.state).catch(() => undefined);
        // The router draws a new address in a transition: routing ends in the same one, so no
        // render shows the old address with routing done (the bare application address drew
        // "Page not found" for a frame, and the heading took focus).
        startTransition(() => {
          void navigate(decision.to, { replace: true, ...(decision.state && { state: decision.state }) });
          if (id === run.current) setPhase('idle');
        });
        return;
      }
      if (id === run.current) setPhase('idle');
    },
    [navigate],
  );

  // Only on arrival: later screen changes come from routing itself, a task or goTo.
  const arrive = useEffectEvent(() => {
    if (services.routeOnEntry) void route(takePrefetchedStatus(services.uuid, performance.now()));
  });
  useEffect(() => {
    arrive();
    return () => {
      run.current += 1;
    };
  }, [route, services.uuid]);

  const settledStatus = useCallback(() => settled.current, []);
  return { phase, error, route, settledStatus };
}
