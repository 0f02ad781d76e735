import { flowStopOf } from './flow-stops';
import {
  applicationScreenPath,
  resolveStatusRouteIn,
  STATUS_ROUTES,
  type StatusRoute,
  type RoutingTable,
} from './resolve-status-route';
import type { StatusContext } from './status-context';
import { isPolledStatusIn } from './waiting-statuses';

/**
 * The one thing a dashboard card offers to do next. start-new: the application ended (cancelled,
 * declined), so a new one is the way on; unblock: the flow waits on the borrower, `to` the screen
 * that says how; continue: `to` the screen the status routes to, with the navigation state its
 * row passes on (offer selection reads origin and decision from it).
 */
export type NextAction =
  { kind: 'start-new' } | { kind: 'unblock' | 'continue'; to: string; state?: StatusRoute['state'] };

/** The application's own page: it reads the status, polls a waiting one, and routes. */
export function applicationIndexPath(applicationUuid: string): string {
  return `/account/heloc/${encodeURIComponent(applicationUuid)}`;
}

/**
 * The card's next action from the status-to-route table (flows/status-routes.json), or null when
 * nothing is left to do (a status routed to the site root: the application is complete). A status
 * still being worked on (polled) or one no row names leads to the application's page, whose
 * routing waits for the status or reports it, rather than straight to the timeout page.
 */
export function nextActionFor(
  applicationUuid: string,
  status: string,
  context: StatusContext,
  routes: RoutingTable = STATUS_ROUTES,
): NextAction | null {
  const stop = flowStopOf(status, routes.flowStops);
  if (stop === 'ended') return { kind: 'start-new' };
  // Routing warns about an unrecognised status when the borrower gets there; the card need not.
  const route = resolveStatusRouteIn(routes, status, context, () => undefined);
  if (route.known && route.path === '/') return null;
  const kind = stop === 'blocked' ? 'unblock' : 'continue';
  if (!route.known || isPolledStatusIn(routes.polling, status))
    return { kind, to: applicationIndexPath(applicationUuid) };
  return {
    kind,
    to: applicationScreenPath(applicationUuid, route.path),
    ...(route.state && { state: route.state }),
  };
}
