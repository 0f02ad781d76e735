import type { StatusRoutes } from '@/generated/types/status-routes';
import { STATUS_ROUTES } from './resolve-status-route';

type Polling = StatusRoutes['polling'];

/** Waiting statuses (borrower-journey.md section 4): routing polls while the status is one. */
export function isWaitingStatusIn(polling: Polling, status: string): boolean {
  return (
    polling.waitingPrefixes.some((prefix) => status.startsWith(prefix)) || polling.waitingStatuses.includes(status)
  );
}

export function isWaitingStatus(status: string): boolean {
  return isWaitingStatusIn(STATUS_ROUTES.polling, status);
}

/** The polling settings of flows/status-routes.json. */
export const STATUS_POLLING: Readonly<Polling> = STATUS_ROUTES.polling;
