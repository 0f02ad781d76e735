import type { Context } from 'hono';
import { HttpError } from './http-error';
import type { SchemaFolder, SchemaRegistry } from './schema-registry';
import { describeFieldErrors, toFieldErrors } from './validation-errors';

export interface RequestValidator {
  /** Parses and checks the JSON body against schemas/api/<schema>.schema.json; 400 otherwise. */
  body<T>(c: Context, schema: string): Promise<T>;
  /** Checks the query (one string per name) against schemas/api/<schema>.schema.json. */
  query<T>(c: Context, schema: string): T;
  /** Checks an already parsed value; rootName names it when the whole value is wrong. */
  value<T>(value: unknown, schema: string, rootName: string, folder?: SchemaFolder): T;
}

export async function readJsonBody(c: Context): Promise<unknown> {
  // Parsed from text whatever the content type: keepalive and beacon calls may send text/plain.
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

export function createRequestValidator(registry: SchemaRegistry): RequestValidator {
  function value<T>(data: unknown, schema: string, rootName: string, folder: SchemaFolder = 'api'): T {
    const validate = registry.get(folder, schema);
    if (validate(data)) return data as T;
    const errors = toFieldErrors(validate.errors ?? []);
    throw new HttpError(400, describeFieldErrors(errors, rootName), errors);
  }
  return {
    value,
    async body<T>(c: Context, schema: string): Promise<T> {
      return value<T>(await readJsonBody(c), schema, 'Request body');
    },
    query<T>(c: Context, schema: string): T {
      return value<T>(c.req.query(), schema, 'Query');
    },
  };
}
