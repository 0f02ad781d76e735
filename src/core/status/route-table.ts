/**
 * The status-to-screen table's reading, given the table: src/core/status/resolve-status-route.ts
 * binds it to flows/status-routes.json for the app; the sandbox (Node) passes its own import.
 */
import type { Row, StatusRoutes } from '@/generated/types/status-routes';
import { matchCondition, type RouteCondition } from './match-condition';
import type { StatusContext } from './status-context';

/** Where a status sends the borrower. */
export interface StatusRoute {
  /** A screen under /account/heloc/{uuid}/ (credit/social), or / for the site root. */
  path: string;
  /** False when no row names the status (the unrecognised fallback was used). */
  known: boolean;
  /** The row that routed (its index in flows/status-routes.json), null for the unrecognised fallback: status-label.ts says it in words. */
  row: number | null;
  /** Navigation state the row passes on (offer selection: origin and decision). */
  state?: { origin?: string; decision?: string };
  /** Where the application is, for the step bar, when the row says (a screen shared across the workflow). */
  stage?: NonNullable<Row['stage']>;
}

export type Warn = (message: string) => void;

/** A row as the app reads it: its words are apart (`npm run generate`; status-label.ts). */
export type RoutingRow = Omit<Row, 'label'>;
/** flows/status-routes.json as the app reads it, without the rows' words. */
export type RoutingTable = Omit<StatusRoutes, 'rows' | 'unrecognised'> & {
  rows: readonly RoutingRow[];
  unrecognised: Omit<StatusRoutes['unrecognised'], 'label'>;
};

export function resolveStatusRouteIn(
  routes: RoutingTable,
  status: string,
  context: StatusContext,
  warn: Warn = defaultWarn,
): StatusRoute {
  const index = routes.rows.findIndex(
    (r) => r.statuses.includes(status) && (!r.when || matchCondition(r.when as RouteCondition, context)),
  );
  const row = routes.rows[index];
  if (!row) {
    // The status string comes from the server and names a workflow step: no personal data.
    warn(`Unrecognised workflow status "${status}": showing ${routes.unrecognised.route}`);
    return { path: routes.unrecognised.route, known: false, row: null };
  }
  const state = passedState(row, context);
  return {
    path: row.route,
    known: true,
    row: index,
    ...(state && { state }),
    ...(row.stage && { stage: row.stage }),
  };
}

function passedState(row: RoutingRow, context: StatusContext): StatusRoute['state'] {
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

export function defaultWarn(message: string): void {
  console.warn(message);
}

/** The words of the table's rows (`npm run generate` writes them apart: status-labels.json). */
export interface StatusLabels {
  rows: readonly string[];
  unrecognised: string;
}

/** The status in words: the label of the row that routed it, or the unrecognised fallback's. */
export function statusLabelIn(labels: StatusLabels, route: Pick<StatusRoute, 'row'>): string {
  return route.row === null ? labels.unrecognised : (labels.rows[route.row] ?? labels.unrecognised);
}
