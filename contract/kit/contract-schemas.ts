import { Ajv2020, type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import { deref, type OpenApiDocument, type Schema } from './openapi-operations';

export type { Schema };

export interface ContractSchemas {
  /** Problems of a value against a schema of the document, one line each; empty when it conforms. */
  problems(schema: Schema, value: unknown): string[];
  /** The schema itself: its `$ref`s followed until one is not a reference. */
  resolve(schema: Schema): Schema;
}

/** The document's own $id for ajv: `#/components/schemas/...` resolves inside it. */
const DOCUMENT_ID = 'https://contract.invalid/openapi.json';

/** A schema's name for a row: the component a `$ref` names (`api-error`), else `schema`. */
export function schemaName(schema: Schema | undefined): string {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : 'schema';
}

/** Every `$ref` into the document made absolute, so a schema outside it (a parameter's) resolves. */
function anchored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchored);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOCUMENT_ID}${v}` : anchored(v),
    ]),
  );
}

/**
 * The document's `components/schemas`, compiled by ajv (JSON Schema 2020-12, with ajv-errors for
 * the messages the schemas carry), as the sandbox compiles them.
 */
export function loadContractSchemas(doc: OpenApiDocument): ContractSchemas {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  ajvErrors(ajv);
  // The wrapper holds the components where the document does, so each `#/components/schemas/...`
  // resolves; `components` is no JSON Schema keyword, only a place for references to look in.
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: doc.components?.schemas ?? {} } } as AnySchemaObject);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (schema: Schema): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as AnySchemaObject);
      compiled.set(key, validate);
    }
    return validate;
  };
  return {
    problems(schema, value) {
      const validate = validator(schema);
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is not valid'}`);
    },
    resolve: (schema) => deref(doc, schema),
  };
}
