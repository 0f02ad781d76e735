import { HttpError } from './http-error';

/**
 * Idempotency keys for the calls that change an application (schemas/api/write-headers): one
 * key per attempt, kept across the attempt's retries and, for the create, across a reload.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Tasks: the application status the screen was drawn for; the back end refuses a stale one (409). */
export const APPLICATION_STATUS_HEADER = 'x-application-status';

/** The key kept for an attempt and the request it was made for. */
export interface KeptAttempt {
  key: string;
  fingerprint: string;
}

/** Object keys sorted at every level, so two equal requests print the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A short print of a request, to tell whether a kept key was made for it. Not a secret and not
 * stored beside the request: only "same request or not", so two 32-bit FNV-1a passes do.
 */
export function requestFingerprint(request: unknown): string {
  const text = canonical(request);
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01000193)}`;
}

/**
 * The key for sending `request`: the kept one when it was made for the same request (a retry, a
 * reload, a second click), else `newKey()` (the borrower changed an answer: a new attempt).
 */
export function attemptFor(kept: KeptAttempt | null | undefined, request: unknown, newKey: () => string): KeptAttempt {
  const fingerprint = requestFingerprint(request);
  return kept && kept.fingerprint === fingerprint ? kept : { key: newKey(), fingerprint };
}

/** The back end refused a task sent from a status the application has left (409 naming the status header). */
export function isStaleTask(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 409) return false;
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => (e as { pointer?: unknown } | null)?.pointer === `/${APPLICATION_STATUS_HEADER}`)
  );
}
