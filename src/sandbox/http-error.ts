import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '@/generated/types/api-error';

/** One invalid field of a request, as the web app's error combiner expects it. */
export interface FieldError {
  pointer: string;
  message: string;
}

/**
 * Thrown by handlers and helpers so a route reads top to bottom; the app's onError turns it
 * into the JSON body the real back end sends.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(status: number, message: string, errors?: FieldError[]): ApiError {
  return errors ? { status, message, errors } : { status, message };
}

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json(errorBody(error.status, error.message, error.errors), error.status);
}
