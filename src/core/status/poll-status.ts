import { STATUS_POLLING } from './waiting-statuses';

/**
 * Status polling for routing (borrower-journey.md section 4): ask for the status, and while it
 * is a waiting status, wait and ask again, until it settles or the retries run out.
 *
 * Back-off: the n-th retry (n = 0, 1, ...) waits around min(base * 2^n, 5 * base). Jitter is
 * "equal jitter": half the capped delay plus a random part of the other half, so polls from many
 * tabs spread out while every wait is at least half the nominal one (full jitter could fire
 * retries almost at once and hammer a busy server). Errors from the status call are not retried
 * here: they propagate so the one session handler (401/403) or the page's error box decides.
 */

export const BACKOFF_CAP_MULTIPLIER = 5;

/** The screen routing shows when it gives up polling a waiting status. */
export const GAVE_UP_PATH = 'error/timeout';

export interface PollOptions<S extends { status: string }> {
  fetchStatus: () => Promise<S>;
  sleep: (ms: number) => Promise<void>;
  /** Uniform in [0, 1), like Math.random. */
  random: () => number;
  /** Milliseconds clock for the elapsed time reported; defaults to none (0). */
  now?: () => number;
  baseDelayMs: number;
  /** Retries after the first call. */
  maxRetries: number;
  isWaiting: (status: string) => boolean;
  /** Statuses whose retry budget is doubled; default flows/status-routes.json (note-signing generation). */
  doubleRetriesFor?: readonly string[];
  /** Told once, with the outcome, before it is returned (the app tracks the route event). */
  onRoute?: (outcome: PollOutcome<S>) => void;
}

export type PollOutcome<S> =
  | { kind: 'settled'; last: S; retries: number; elapsedMs: number }
  /** Still waiting after the last retry: the caller shows the timeout page. */
  | { kind: 'gave-up'; last: S; retries: number; elapsedMs: number; path: typeof GAVE_UP_PATH };

/** The nominal (capped, un-jittered) wait before retry n, counting from 0. */
export function backoffCap(baseDelayMs: number, retry: number): number {
  return Math.min(baseDelayMs * 2 ** retry, BACKOFF_CAP_MULTIPLIER * baseDelayMs);
}

/** Equal jitter: in [cap / 2, cap). */
export function backoffDelay(baseDelayMs: number, retry: number, random: () => number): number {
  const cap = backoffCap(baseDelayMs, retry);
  return Math.round(cap / 2 + random() * (cap / 2));
}

export function retryLimit(
  status: string,
  maxRetries: number,
  doubleRetriesFor: readonly string[] = STATUS_POLLING.doubleRetries,
): number {
  return doubleRetriesFor.includes(status) ? maxRetries * 2 : maxRetries;
}

export async function pollStatus<S extends { status: string }>(options: PollOptions<S>): Promise<PollOutcome<S>> {
  const now = options.now ?? (() => 0);
  const started = now();
  let last = await options.fetchStatus();
  let retries = 0;
  while (
    options.isWaiting(last.status) &&
    retries < retryLimit(last.status, options.maxRetries, options.doubleRetriesFor)
  ) {
    await options.sleep(backoffDelay(options.baseDelayMs, retries, options.random));
    retries += 1;
    last = await options.fetchStatus();
  }
  const elapsedMs = now() - started;
  const outcome: PollOutcome<S> = options.isWaiting(last.status)
    ? { kind: 'gave-up', last, retries, elapsedMs, path: GAVE_UP_PATH }
    : { kind: 'settled', last, retries, elapsedMs };
  options.onRoute?.(outcome);
  return outcome;
}
