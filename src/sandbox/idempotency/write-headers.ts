import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { WriteHeaders } from '@/generated/types/write-headers';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { findKeptCall, type KeptCall } from '../stores/idempotency-store';

const NAMES = ['idempotency-key', 'x-application-status'] as const;

/** The write headers present on the request, checked against schemas/api/write-headers; a bad one is a 400 naming it. */
export function writeHeaders(c: Context, ctx: SandboxContext): WriteHeaders {
  const present: Record<string, string> = {};
  for (const name of NAMES) {
    const value = c.req.header(name);
    if (value !== undefined) present[name] = value;
  }
  return ctx.validator.value<WriteHeaders>(present, 'write-headers', 'Headers');
}

/** Path and query of a request URL: what a key's request is, with its body. */
export function requestTarget(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The call a key stands for: its path and body, so a key reused for another request is caught. */
export function requestHash(path: string, bodyText: string): string {
  return createHash('sha256').update(path).update('\n').update(bodyText).digest('hex');
}

/**
 * The first call made with this key, when there was one; 422 when that call was another request
 * (another body or path): a key names one attempt, never two.
 */
export function keptCallFor(
  ctx: SandboxContext,
  identityUuid: string,
  key: string | undefined,
  hash: string,
): KeptCall | undefined {
  if (key === undefined) return undefined;
  const kept = findKeptCall(ctx.db, identityUuid, key);
  if (kept && kept.requestHash !== hash) {
    throw new HttpError(422, 'Idempotency-Key was already used for a different request', [
      { pointer: '/idempotency-key', message: 'was already used for a different request' },
    ]);
  }
  return kept;
}

/**
 * Tasks: 409 when the screen that sent the task was drawn for another status than the
 * application's now (another tab or device moved it on); the task is not applied.
 */
export function refuseStale(current: string, madeFrom: string | undefined): void {
  if (madeFrom === undefined || madeFrom === current) return;
  throw new HttpError(409, `The application moved on from ${madeFrom} to ${current}; the task was not applied`, [
    { pointer: '/x-application-status', message: `is ${madeFrom}, but the application is now ${current}` },
  ]);
}
