import { isCoDeeder, type ProfileKind } from '@/core/profile/profile-type';
import type { PollOutcome } from './poll-status';
import { applicationScreenPath, resolveStatusRoute, type StatusRoute, type Warn } from './resolve-status-route';
import type { StatusContext } from './status-context';

/**
 * The routing rules around the status table (borrower-journey.md section 4, 'Routing
 * behaviour'; section 6): pure decisions the app carries out.
 */

export const DASHBOARD_PATH = '/dashboard';
const DISCLOSURES_SCREEN = 'document/disclosures';

/** Sent through telemetry by the app on every routing (shape of the /ft/{context}/event body). */
export interface RouteEvent {
  event: 'status-route';
  pagePath: string;
  queryParams: Record<string, string>;
  applicationUuid?: string;
  eventProperties: { status: string | null; to: string; known: boolean; reason: RoutingReason };
}

export type RoutingReason = 'status' | 'timeout' | 'missing-data' | 'co-deeder' | 'decline-on-disclosures';

export type RoutingDecision =
  | { kind: 'navigate'; to: string; state?: StatusRoute['state']; event: RouteEvent }
  /** Already on the right screen (or a decline on the disclosures page): do nothing. */
  | { kind: 'stay'; event: RouteEvent }
  /** A co-deeder on the main app: remove the token and reload the page. */
  | { kind: 'reload-without-token'; event: RouteEvent };

export interface RoutingInput {
  /** The path routing runs from. */
  pathname: string;
  applicationUuid: string;
  /** The signed-in profile; null or undefined when it could not be loaded. */
  profile: ProfileKind | null | undefined;
  /** Whether the application could be loaded. */
  hasApplication: boolean;
  /** The status, settled or not, with its context. */
  outcome: PollOutcome<{ status: string; context: StatusContext }>;
}

/** A decline decision re-routes the borrower, except on the disclosures page. */
export function declineReroutes(decision: string | undefined, pathname: string): boolean {
  return decision === 'DECLINE' && !isOnScreen(pathname, DISCLOSURES_SCREEN);
}

export function decideApplicationRoute(input: RoutingInput, warn?: Warn): RoutingDecision {
  const { last } = input.outcome;
  const event = (to: string, known: boolean, reason: RoutingReason): RouteEvent => ({
    event: 'status-route',
    pagePath: input.pathname,
    queryParams: {},
    applicationUuid: input.applicationUuid,
    eventProperties: { status: last.status, to, known, reason },
  });
  if (isCoDeeder(input.profile))
    return { kind: 'reload-without-token', event: event(input.pathname, true, 'co-deeder') };
  if (!input.profile || !input.hasApplication) {
    return { kind: 'navigate', to: DASHBOARD_PATH, event: event(DASHBOARD_PATH, true, 'missing-data') };
  }
  if (last.context.decision === 'DECLINE' && !declineReroutes('DECLINE', input.pathname)) {
    return { kind: 'stay', event: event(input.pathname, true, 'decline-on-disclosures') };
  }
  const { outcome } = input;
  const route: Pick<StatusRoute, 'path' | 'known' | 'state'> =
    outcome.kind === 'gave-up'
      ? { path: outcome.path, known: true }
      : resolveStatusRoute(last.status, { ...last.context, origin: input.pathname }, warn);
  const reason: RoutingReason = outcome.kind === 'gave-up' ? 'timeout' : 'status';
  const to = applicationScreenPath(input.applicationUuid, route.path);
  if (to === trimSlash(input.pathname)) return { kind: 'stay', event: event(to, route.known, reason) };
  return { kind: 'navigate', to, ...(route.state && { state: route.state }), event: event(to, route.known, reason) };
}

function isOnScreen(pathname: string, screen: string): boolean {
  return trimSlash(pathname).endsWith(`/${screen}`);
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
