import type { StatusRoutes } from '@/generated/types/status-routes';
import { STATUS_ROUTES } from './resolve-status-route';

/** ended: nothing more can be done on the application; blocked: it waits on the borrower. */
export type FlowStop = 'ended' | 'blocked';

/**
 * Whether a workflow status ends or blocks the flow (borrower-journey.md section 4, as data in
 * flows/status-routes.json `flowStops`), or null when the application can go on.
 */
export function flowStopOf(
  status: string,
  stops: StatusRoutes['flowStops'] = STATUS_ROUTES.flowStops,
): FlowStop | null {
  if (stops.ended.includes(status)) return 'ended';
  if (stops.blocked.includes(status)) return 'blocked';
  return null;
}
