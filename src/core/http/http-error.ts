/** Errors of the one HTTP client (platform-services.md section 8). */

export const UNEXPECTED_MESSAGE = 'Something unexpected happened';

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(status: number, statusText: string, data: unknown) {
    super(errorMessageFrom(data));
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/**
 * The message of a failed call: the server's errors list, de-duplicated, without blanks, joined
 * with commas and ending with a period; else its message or status field; else the fallback.
 */
export function errorMessageFrom(data: unknown): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record.errors)) {
      const messages = [...new Set(record.errors.map(messageOf).filter((m): m is string => Boolean(m)))];
      if (messages.length) return `${messages.map((m) => m.replace(/\.$/, '')).join(', ')}.`;
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  if (typeof data === 'string' && data.trim()) return data.trim();
  return UNEXPECTED_MESSAGE;
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

/** The server's message of a failed call (platform-services.md section 8), else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : UNEXPECTED_MESSAGE;
}
