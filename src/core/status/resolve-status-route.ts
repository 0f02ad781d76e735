import table from '@flows/status-routes.json';
import { defaultWarn, resolveStatusRouteIn, type RoutingTable, type StatusRoute, type Warn } from './route-table';
import type { StatusContext } from './status-context';

export {
  applicationScreenPath,
  resolveStatusRouteIn,
  type RoutingRow,
  type RoutingTable,
  type StatusRoute,
  type Warn,
} from './route-table';

// npm run validate checked the file against the schema this type is generated from.
export const STATUS_ROUTES = table as unknown as RoutingTable;

/** The status-to-screen table of flows/status-routes.json: first matching row wins. */
export function resolveStatusRoute(status: string, context: StatusContext, warn: Warn = defaultWarn): StatusRoute {
  return resolveStatusRouteIn(STATUS_ROUTES, status, context, warn);
}
