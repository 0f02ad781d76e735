import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';

const API_DIR = new URL('../../schemas/api/', import.meta.url);
/**
 * From schemas/flows only the flag list's schema: the other flow schemas belong to the web app,
 * and a keyword this ajv set-up does not know must not stop the sandbox.
 */
const FLOW_SCHEMAS = [new URL('../../schemas/flows/feature-flags.schema.json', import.meta.url)];

/** Where the schemas live on the web; every $id starts with this, so $refs resolve offline. */
const ID_BASE = 'https://schemas.heloc.invalid/';

export type SchemaFolder = 'api' | 'flows';

export interface SchemaRegistry {
  /** A compiled validator for e.g. ('api', 'optimize-feature-request') or ('api', 'tasks/select-offer'); throws for an unknown name. */
  get(folder: SchemaFolder, name: string): ValidateFunction;
}

function readSchema(file: URL): AnySchemaObject {
  return JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
}

function schemaFiles(): URL[] {
  // Recursive: task bodies live in schemas/api/tasks/ and are named 'tasks/<task>'.
  const api = readdirSync(fileURLToPath(API_DIR), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => new URL(file, API_DIR));
  return [...api, ...FLOW_SCHEMAS];
}

/**
 * Compiles every schema under schemas/api, and the flag list's, once at startup. The sandbox
 * runs in Node only, so compiling at runtime is fine here (the browser uses precompiled ones).
 */
export function createSchemaRegistry(): SchemaRegistry {
  // allowUnionTypes: nullable fields are written type: ["string", "null"].
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  ajvErrors(ajv);
  const schemas = schemaFiles().map(readSchema);
  for (const schema of schemas) ajv.addSchema(schema);
  // Compile everything now so a broken schema stops the sandbox at startup, not mid-test.
  const compiled = new Map<string, ValidateFunction>();
  for (const schema of schemas) {
    const id = String(schema.$id);
    compiled.set(id, ajv.getSchema(id) as ValidateFunction);
  }
  return {
    get(folder, name) {
      const validate = compiled.get(`${ID_BASE}${folder}/${name}.schema.json`);
      if (!validate) throw new Error(`No schema ${folder}/${name}.schema.json`);
      return validate;
    },
  };
}
