import { HttpError } from '../http-error';
import { fieldName } from '../validation-errors';

/** A 400 about one field of the task body, in the words every sandbox 400 uses. */
export function fieldError(pointer: string, message: string): HttpError {
  return new HttpError(400, `${fieldName(pointer, 'Request body')} ${message}`, [{ pointer, message }]);
}

/** A 400 whose message the spec gives word for word (no field name in front). */
export function spokenFieldError(pointer: string, message: string): HttpError {
  return new HttpError(400, message, [{ pointer, message }]);
}
