import table from '@flows/status-routes.json';
import type { Row, StatusRoutes } from '@/generated/types/status-routes';
import { matchCondition, type RouteCondition } from './match-condition';
import type { StatusContext } from './status-context';

/** Where a status sends the borrower. */
export interface StatusRoute {
  /** A screen under /account/heloc/{uuid}/ (credit/social), or / for the site root. */
  path: string;
  /** False when no row names the status (the unrecognised fallback was used). */
  known: boolean;
  /** The status in words (flows/status-routes.json). */
  label: string;
  /** Navigation state the row passes on (offer selection: origin and decision). */
  state?: { origin?: string; decision?: string };
  /** Where the application is, for the step bar, when the row says (a screen shared across the workflow). */
  stage?: NonNullable<Row['stage']>;
}

export type Warn = (message: string) => void;

// npm run validate checked the file against the schema this type is generated from.
export const STATUS_ROUTES = table as unknown as StatusRoutes;

/** The status-to-screen table of flows/status-routes.json: first matching row wins. */
export function resolveStatusRoute(status: string, context: StatusContext, warn: Warn = defaultWarn): StatusRoute {
  return resolveStatusRouteIn(STATUS_ROUTES, status, context, warn);
}

export function resolveStatusRouteIn(
  routes: StatusRoutes,
  status: string,
  context: StatusContext,
  warn: Warn = defaultWarn,
): StatusRoute {
  const row = routes.rows.find(
    (r) => r.statuses.includes(status) && (!r.when || matchCondition(r.when as RouteCondition, context)),
  );
  if (!row) {
    // The status string comes from the server and names a workflow step: no personal data.
    warn(`Unrecognised workflow status "${status}": showing ${routes.unrecognised.route}`);
    return { path: routes.unrecognised.route, known: false, label: routes.unrecognised.label };
  }
  const state = passedState(row, context);
  return {
    path: row.route,
    known: true,
    label: row.label,
    ...(state && { state }),
    ...(row.stage && { stage: row.stage }),
  };
}

function passedState(row: Row, context: StatusContext): StatusRoute['state'] {
  if (!row.pass?.length) return undefined;
  const state: NonNullable<StatusRoute['state']> = {};
  for (const key of row.pass) {
    // A row may name the origin itself (a verified offer returns to signing/intro).
    const value = key === 'origin' ? (row.origin ?? context.origin) : context[key];
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/** The browser address of a status route for one application. */
export function applicationScreenPath(applicationUuid: string, route: string): string {
  return route === '/' ? '/' : `/account/heloc/${encodeURIComponent(applicationUuid)}/${route}`;
}

function defaultWarn(message: string): void {
  console.warn(message);
}
