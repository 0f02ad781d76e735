/** Errors of the one HTTP client (platform-services.md section 8). */
// A named import: the build keeps only these words of the file in the first page's code.
import { tooLarge } from '@flows/faults/copy.json';
import { catalogue } from '../platform/platform-copy';
import { SESSION_SETTINGS } from '../session/session-settings';

export const UNEXPECTED_MESSAGE = catalogue.unexpected;

/** A body too large to be taken (413): an upload past the size limit, whoever refused it. */
export const TOO_LARGE_MESSAGE = tooLarge.message;

/**
 * The fetch error of section 8: a failed answer's status and data, with the server's status
 * field as its message, else 'Error fetching'. It is the cause of the HttpError the client
 * throws, whose own message is the one the borrower reads ('Other errors' in section 8).
 */
export class FetchError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(fetchMessageFrom(data));
    this.name = 'FetchError';
    this.status = status;
    this.data = data;
  }
}

/** The server's status field when it is words, else 'Error fetching'. */
export function fetchMessageFrom(data: unknown): string {
  if (data && typeof data === 'object') {
    const status = (data as Record<string, unknown>).status;
    if (typeof status === 'string' && status.trim()) return status.trim();
  }
  return catalogue.errorFetching;
}

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  declare readonly cause: FetchError;

  constructor(status: number, statusText: string, data: unknown) {
    super(errorMessageFrom(data), { cause: new FetchError(status, data) });
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/**
 * The request error of section 8 for a call that got no answer at all (the network dropped,
 * the host refused): no response, status 0, message 'Response was not defined'. The retry
 * helper treats it as transient.
 */
export class RequestError extends Error {
  readonly response: Response | undefined = undefined;
  readonly status: number = 0;
  readonly statusText: string = '';
  readonly body: unknown = undefined;

  constructor(message: string = catalogue.responseNotDefined, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RequestError';
  }
}

/** A call aborted because no full answer came within the timeout; transient, like RequestError. */
export class RequestTimeoutError extends RequestError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(SESSION_SETTINGS.http.timeoutMessage);
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The message of a failed call: the server's errors list, de-duplicated, without blanks, joined
 * with commas and ending with a period; else its message or status field; else the fallback.
 * Messages that differ only in trailing punctuation or spacing ('X' and 'X.') are one message.
 */
export function errorMessageFrom(data: unknown): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record.errors)) {
      const messages = joinedMessages(record.errors.map(messageOf));
      if (messages) return messages;
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  if (typeof data === 'string' && data.trim()) return data.trim();
  return UNEXPECTED_MESSAGE;
}

/** Each message once, in order, trailing periods and separators dropped, joined into one sentence. */
function joinedMessages(messages: readonly (string | undefined)[]): string | null {
  const byKey = new Map<string, string>();
  for (const message of messages) {
    // The separators the join adds are dropped too, so 'X;' and 'X' read alike once joined.
    const text = message?.replace(/[\s.,;:]+$/u, '').replace(/\s+/gu, ' ');
    if (!text) continue;
    const key = text.replace(/[!?]+$/u, '');
    if (!byKey.has(key)) byKey.set(key, text);
  }
  if (byKey.size === 0) return null;
  const joined = [...byKey.values()].join(', ');
  return /[!?]$/u.test(joined) ? joined : `${joined}.`;
}

function messageOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim();
  if (entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') {
    return (entry as { message: string }).message.trim();
  }
  return undefined;
}

/** 401, or 403 saying the session is not valid, ends the session (section 8). */
export function isSessionEnded(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && /unauthenticated|invalid signature/i.test(error.message);
}

/**
 * The server's message of a failed call (platform-services.md section 8), else the generic one.
 * A 413 always reads as the flows' words: it may come from nginx or a load balancer in front of
 * the back end, as an HTML page the borrower could not act on.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return TOO_LARGE_MESSAGE;
  return error instanceof HttpError || error instanceof RequestTimeoutError ? error.message : UNEXPECTED_MESSAGE;
}
