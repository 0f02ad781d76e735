import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type AnySchemaObject } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import { valueAt } from '../../../src/core/json-pointer';
import { apiSchemaId, resolveRef, SUFFIX } from '../api-schemas';

/** The contract's schemas (schemas/api/), compiled in Node as the sandbox compiles them. */
const API_DIR = new URL('../../../schemas/api/', import.meta.url);

export type Schema = Record<string, unknown>;

export interface ContractSchemas {
  /** Problems of a value against schemas/api/<name>.schema.json, one line each; empty when it conforms. */
  problems(name: string, value: unknown): string[];
  /** The schema a name, or a `$ref` met inside a schema of that name, stands for, with the name it lives in. */
  resolve(name: string, schema: Schema): { name: string; schema: Schema };
}

export function loadContractSchemas(): ContractSchemas {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  ajvErrors(ajv);
  const byName = new Map<string, Schema>();
  const files = readdirSync(fileURLToPath(API_DIR), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith(SUFFIX));
  for (const file of files) {
    const schema = JSON.parse(readFileSync(new URL(file, API_DIR), 'utf8')) as Schema;
    ajv.addSchema(schema as AnySchemaObject);
    byName.set(file.slice(0, -SUFFIX.length), schema);
  }
  const resolve = (name: string, schema: Schema): { name: string; schema: Schema } => {
    if (typeof schema.$ref !== 'string') return { name, schema };
    const target = resolveRef(schema.$ref, name);
    const found = valueAt(byName.get(target.name), target.pointer);
    if (!found || typeof found !== 'object') throw new Error(`${name}: cannot resolve ${schema.$ref}`);
    return resolve(target.name, found as Schema);
  };
  return {
    problems(name, value) {
      // ajv compiles a schema on its first getSchema and keeps it.
      const validate = ajv.getSchema(apiSchemaId(name));
      if (!validate) throw new Error(`No schema schemas/api/${name}${SUFFIX}`);
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is not valid'}`);
    },
    resolve: (name, schema) => resolve(name, schema),
  };
}

/** The named schema itself (its `$ref`s unresolved). */
export function rootSchema(schemas: ContractSchemas, name: string): Schema {
  return schemas.resolve(name, { $ref: `./${name.split('/').pop()!}${SUFFIX}` }).schema;
}
