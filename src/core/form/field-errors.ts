import type { ErrorObject } from 'ajv';
import { childPointer } from '@/core/json-pointer';

export interface SchemaFieldError {
  pointer: string;
  message: string;
  /** False when ajv reported a keyword the flow gave no words for (the build refuses such flows). */
  worded: boolean;
}

/**
 * ajv errors of a step validator -> one entry per field. ajv-errors replaces each failed keyword
 * with an `errorMessage` error carrying the flow's words at the failing value's instancePath; a
 * `required` message is reported at its parent object, so it is moved to the missing property.
 * `if` only says its `then` failed, and the `then` errors carry their own words.
 */
export function toSchemaFieldErrors(errors: readonly ErrorObject[]): SchemaFieldError[] {
  const out: SchemaFieldError[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (error.keyword === 'errorMessage') {
      const originals = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      const required = originals.filter((o) => o.keyword === 'required');
      if (required.length > 0 && required.length === originals.length) {
        for (const o of required) out.push({ pointer: requiredPointer(o), message: error.message ?? '', worded: true });
      } else {
        out.push({ pointer: error.instancePath, message: error.message ?? '', worded: true });
      }
      continue;
    }
    const pointer = error.keyword === 'required' ? requiredPointer(error) : error.instancePath;
    out.push({ pointer, message: '', worded: false });
  }
  return out;
}

function requiredPointer(error: ErrorObject): string {
  return childPointer(error.instancePath, String((error.params as { missingProperty?: unknown }).missingProperty));
}
