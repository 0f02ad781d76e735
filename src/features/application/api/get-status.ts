import type { HttpClient } from '@/core/http/http-client';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';
import { applicationBase } from './application-base';

/**
 * GET BASE/status, polled by routing. Not a query: routing decides when to ask again (capped
 * back-off), and an old answer must never be reused for a decision.
 */
export function getStatus(http: HttpClient, uuid: string): Promise<HelocStatusResponse> {
  return http<HelocStatusResponse>('GET', `${applicationBase(uuid)}/status`);
}

/** How long a status asked for as the page opened may stand in for the routing's first read. */
export const PREFETCHED_STATUS_MS = 5_000;

let early: { uuid: string; at: number; answer: Promise<HelocStatusResponse> } | null = null;

/**
 * An application page opened directly (a link, a reload, a return from a provider) routes by
 * status once the application and the profile are read: ask for the status as the app starts,
 * alongside them, instead of after them. Only the first routing of that page may take it, and
 * only within PREFETCHED_STATUS_MS, so it is as fresh as a read made then; later reads are new.
 */
export function prefetchStatus(http: HttpClient, uuid: string, now: number): void {
  const answer = getStatus(http, uuid);
  answer.catch(() => undefined); // not taken: nobody waits for it
  early = { uuid, at: now, answer };
}

/** The status asked for as the page opened, once, if it is for this application and still fresh. */
export function takePrefetchedStatus(uuid: string, now: number): Promise<HelocStatusResponse> | undefined {
  const taken = early;
  early = null;
  return taken && taken.uuid === uuid && now - taken.at <= PREFETCHED_STATUS_MS ? taken.answer : undefined;
}
