import type { StatusRoutes } from '@/generated/types/status-routes';
import { STATUS_ROUTES } from './resolve-status-route';

type Polling = StatusRoutes['polling'];

/** Waiting statuses (borrower-journey.md section 4): the server moves on from them by itself. */
export function isWaitingStatusIn(polling: Polling, status: string): boolean {
  return (
    polling.waitingPrefixes.some((prefix) => status.startsWith(prefix)) || polling.waitingStatuses.includes(status)
  );
}

export function isWaitingStatus(status: string): boolean {
  return isWaitingStatusIn(STATUS_ROUTES.polling, status);
}

/**
 * Whether routing polls while the status is this one: a waiting status, unless the server holds
 * it for days (an onsite appraisal). A held status goes to its row's screen at once, which reads
 * the status again itself, instead of polling for 42 s and ending on the timeout page.
 */
export function isPolledStatusIn(polling: Polling, status: string): boolean {
  return isWaitingStatusIn(polling, status) && !(polling.heldStatuses ?? []).includes(status);
}

export function isPolledStatus(status: string): boolean {
  return isPolledStatusIn(STATUS_ROUTES.polling, status);
}

/** The polling settings of flows/status-routes.json. */
export const STATUS_POLLING: Readonly<Polling> = STATUS_ROUTES.polling;
