import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One invalid field of a request, as the web app's error combiner expects it. */
export interface FieldError {
  pointer: string;
  message: string;
}

/** Body of every sandbox error answer; described by schemas/api/api-error.schema.json. */
export interface ErrorBody {
  status: number;
  message: string;
  errors?: FieldError[];
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

export function errorBody(status: number, message: string, errors?: FieldError[]): ErrorBody {
  return errors ? { status, message, errors } : { status, message };
}

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json(errorBody(error.status, error.message, error.errors), error.status);
}
