import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';

/** The contract's schemas (schemas/api/), compiled in Node as the sandbox compiles them. */
const API_DIR = new URL('../../../schemas/api/', import.meta.url);
const ID_BASE = 'https://schemas.heloc.invalid/api/';
const SUFFIX = '.schema.json';

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
  const compiled = new Map<string, ValidateFunction>();
  const validator = (name: string): ValidateFunction => {
    let validate = compiled.get(name);
    if (!validate) {
      validate = ajv.getSchema(`${ID_BASE}${name}${SUFFIX}`);
      if (!validate) throw new Error(`No schema schemas/api/${name}${SUFFIX}`);
      compiled.set(name, validate);
    }
    return validate;
  };
  const resolve = (name: string, schema: Schema): { name: string; schema: Schema } => {
    if (typeof schema.$ref !== 'string') return { name, schema };
    const url = new URL(schema.$ref, `${ID_BASE}${name}${SUFFIX}`);
    const target = `${url.origin}${url.pathname}`.slice(ID_BASE.length, -SUFFIX.length);
    let found: unknown = byName.get(target);
    for (const key of decodeURIComponent(url.hash.slice(1)).split('/').filter(Boolean)) {
      found = (found as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (!found || typeof found !== 'object') throw new Error(`${name}: cannot resolve ${schema.$ref}`);
    return resolve(target, found as Schema);
  };
  return {
    problems(name, value) {
      const validate = validator(name);
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
