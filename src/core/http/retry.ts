import { HttpError } from './http-error';

export interface RetryOptions {
  /** Tries in all, the first included (spec: 5). */
  tries?: number;
  /** Wait before the second try; doubles after each failure (spec: 1000 ms). */
  delayMs?: number;
  /** Waits; tests pass one that resolves at once and records the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** Whether this failure is worth another try; by default anything but a 4xx answer. */
  retryable?: (error: unknown) => boolean;
}

export const RETRY_DEFAULTS = { tries: 5, delayMs: 1000 } as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 4xx answer says the request itself is wrong: asking again cannot help. Network errors and 5xx can. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof HttpError && error.status >= 400 && error.status < 500);
}

/**
 * The retry helper of borrower-journey.md section 7: calls `call` until it resolves, up to
 * `tries` times, waiting `delayMs` before the second try and twice as long before each next one
 * (1, 2, 4, 8 s by default). Only for calls that are safe to repeat (reads, idempotent PUTs).
 * The last failure is thrown as it came.
 */
export async function retry<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const tries = options.tries ?? RETRY_DEFAULTS.tries;
  const sleep = options.sleep ?? realSleep;
  const retryable = options.retryable ?? isTransient;
  let delay = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !retryable(error)) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}
