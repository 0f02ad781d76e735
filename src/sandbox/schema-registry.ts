import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';

const API_DIR = new URL('../../schemas/api/', import.meta.url);
/**
 * From schemas/flows only the flag list's, the chatbot script's and the chat queue fallback's schemas: the other flow
 * schemas belong to the web app, and a keyword this ajv set-up does not know must not stop the sandbox.
 */
const FLOW_SCHEMAS = [
  new URL('../../schemas/flows/feature-flags.schema.json', import.meta.url),
  new URL('../../schemas/flows/chatbot.schema.json', import.meta.url),
  new URL('../../schemas/flows/chat-queue-fallback.schema.json', import.meta.url),
  // The runtime configuration the sandbox serves as the web server's /config.json.
  new URL('../../schemas/deploy/runtime-config.schema.json', import.meta.url),
];

/** Where the schemas live on the web; every $id starts with this, so $refs resolve offline. */
const ID_BASE = 'https://schemas.heloc.invalid/';

export type SchemaFolder = 'api' | 'flows' | 'deploy';

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
 * Every schema under schemas/api, and the flag list's. The sandbox runs in Node only, so
 * compiling at runtime is fine here (the browser uses precompiled ones). Each is checked
 * against the draft 2020-12 meta-schema at startup and compiled on first use: a test file
 * then pays only for the schemas it touches (npm run validate compiles them all, strictly).
 */
export function createSchemaRegistry(): SchemaRegistry {
  // allowUnionTypes: nullable fields are written type: ["string", "null"].
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  ajvErrors(ajv);
  const ids = new Set<string>();
  for (const schema of schemaFiles().map(readSchema)) {
    ajv.addSchema(schema);
    ids.add(String(schema.$id));
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    get(folder, name) {
      const id = `${ID_BASE}${folder}/${name}.schema.json`;
      if (!ids.has(id)) throw new Error(`No schema ${folder}/${name}.schema.json`);
      let validate = compiled.get(id);
      if (!validate) {
        validate = ajv.getSchema(id) as ValidateFunction;
        compiled.set(id, validate);
      }
      return validate;
    },
  };
}
