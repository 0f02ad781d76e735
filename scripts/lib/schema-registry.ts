import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type ajvErrorsPlugin from 'ajv-errors';
import { parseJsonDocument, type JsonDocument } from './json-document';
import { childPointer } from '../../src/core/json-pointer';
import { listFiles, relativePosix } from './list-files';

/** A schema file under schemas/, parsed once and shared by validation and generation. */
export interface SchemaFile {
  file: string;
  absPath: string;
  doc: JsonDocument;
  /** File name without .schema.json: names the generated type and validator modules. */
  name: string;
  /** The schema's $id, or one derived from its path so cross-file $refs still resolve. */
  id: string;
  /** Undefined when the file is not valid JSON or not an object. */
  schema?: Record<string, unknown>;
}

const SCHEMA_SUFFIX = '.schema.json';
/** Same base the committed schemas use in their $id, so a derived id sits where a written one would. */
const DERIVED_ID_BASE = 'https://schemas.heloc.invalid/';

export async function loadSchemaFiles(rootDir: string): Promise<SchemaFile[]> {
  const schemasDir = path.join(rootDir, 'schemas');
  const paths = await listFiles(schemasDir, (p) => p.endsWith(SCHEMA_SUFFIX));
  return paths.map((absPath) => {
    const doc = parseJsonDocument(relativePosix(rootDir, absPath), absPath, readFileSync(absPath, 'utf8'));
    const value = doc.value;
    const schema = isPlainObject(value) ? value : undefined;
    const derived = DERIVED_ID_BASE + relativePosix(schemasDir, absPath);
    const id = typeof schema?.$id === 'string' ? schema.$id : derived;
    return { file: doc.file, absPath, doc, name: path.basename(absPath, SCHEMA_SUFFIX), id, schema };
  });
}

const require = createRequire(import.meta.url);

/**
 * One configuration for every validator in the project, and one instance serves both `npm run
 * validate` and the standalone code generate writes (so schemas compile once). strictRequired is
 * off because the schemas use the standard `if/then: {required}` idiom, which that check misreads
 * as a required property without a definition; allowUnionTypes because flag variables are
 * deliberately `["string", "number"]`. Everything else stays strict, so a typo in a keyword fails.
 * ajv and ajv-errors are required on first use: a run whose validators all come precompiled from
 * the cache (scripts/lib/precompiled-validators.ts) never loads them.
 */
export function createAjv(options: { strictTypes?: false } = {}): Ajv2020 {
  const Ajv = (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const ajvErrors = (require('ajv-errors') as { default: typeof ajvErrorsPlugin }).default;
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    ...options,
    strictRequired: false,
    allowUnionTypes: true,
    code: { source: true, esm: true, lines: false },
  });
  ajvErrors(ajv);
  return ajv;
}

export interface SchemaProblem {
  schema: SchemaFile;
  /** Pointer inside the schema file, when the validator named one. */
  pointer: string;
  message: string;
  at?: 'key';
}

/**
 * Adds every parsed schema under its id and compiles each one, so a broken schema is reported
 * at the schema file rather than at every data file that names it.
 */
export function registerSchemas(ajv: Ajv2020, schemas: readonly SchemaFile[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const added: SchemaFile[] = [];
  for (const s of schemas) {
    if (!s.schema) continue;
    try {
      ajv.addSchema(s.schema.$id === undefined ? { ...s.schema, $id: s.id } : s.schema, s.id);
      added.push(s);
    } catch (error) {
      problems.push({ schema: s, pointer: '/$id', message: `is not a usable schema: ${(error as Error).message}` });
    }
  }
  const byId = new Map(added.map((s) => [s.id, s]));
  for (const s of added) {
    try {
      ajv.getSchema(s.id);
    } catch (error) {
      problems.push(locateCompileError(s, byId, (error as Error).message));
    }
  }
  return problems;
}

export interface CompiledSchemaSet {
  ajv: Ajv2020;
  /** Problems keyed by schema file, not by SchemaFile object, so a cached set serves a fresh load. */
  problems: { file: string; pointer: string; message: string; at?: 'key' }[];
}

let lastCompiled: { key: string; set: CompiledSchemaSet } | undefined;

/**
 * An ajv with every schema compiled. Compiling is most of validation's cost, so the last set is
 * reused while the schema files are byte-for-byte the same: generate validates and then emits
 * standalone code from the same instance, and tests or brand:diff validate repeatedly.
 */
export function compileSchemaSet(schemas: readonly SchemaFile[]): CompiledSchemaSet {
  const hash = createHash('sha256');
  for (const s of schemas) hash.update(`${s.file}\0${s.doc.text}\0`);
  const key = hash.digest('hex');
  if (lastCompiled?.key === key) return lastCompiled.set;
  const ajv = createAjv();
  const problems = registerSchemas(ajv, schemas).map(({ schema, ...rest }) => ({ ...rest, file: schema.file }));
  lastCompiled = { key, set: { ajv, problems } };
  return lastCompiled.set;
}

/**
 * Most strict-mode messages end with `at "<id>#<pointer>"`; point there when the id is ours. An
 * unknown keyword (usually a typo such as "minItem") is named without a place, so find it.
 */
function locateCompileError(fallback: SchemaFile, byId: Map<string, SchemaFile>, message: string): SchemaProblem {
  const text = `is not a usable schema: ${message}`;
  const match = /at "([^"#]*)#([^"]*)"/.exec(message);
  const owner = match ? byId.get(match[1]!) : undefined;
  if (owner) return { schema: owner, pointer: decodeURIComponent(match![2]!), message: text };
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  const pointer = keyword === undefined ? undefined : findKey(fallback.schema, keyword);
  return pointer === undefined
    ? { schema: fallback, pointer: '', message: text }
    : { schema: fallback, pointer, message: text, at: 'key' };
}

/** The first `key` in the schema, depth first; property names under "properties" are data, not keywords. */
function findKey(schema: unknown, key: string): string | undefined {
  for (const node of jsonNodes(schema))
    if (node.key === key && !node.pointer.slice(0, node.pointer.lastIndexOf('/')).endsWith('/properties'))
      return node.pointer;
  return undefined;
}

/** Every value inside a JSON value, the value itself first, with its pointer and (in an object) its key. */
export function* jsonNodes(
  value: unknown,
  pointer = '',
  key?: string,
): Generator<{ pointer: string; value: unknown; key?: string }> {
  yield { pointer, value, key };
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* jsonNodes(item, childPointer(pointer, i));
  else if (isPlainObject(value))
    for (const [k, item] of Object.entries(value)) yield* jsonNodes(item, childPointer(pointer, k), k);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
