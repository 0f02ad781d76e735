/**
 * Validators for schemas/, compiled once and kept as bundled ajv standalone code in the content
 * cache. Compiling the whole schema set is most of what validate and generate cost; the cached
 * code is what generate writes to src/generated/validators, and validate imports the same code
 * instead of compiling, so a run whose schemas did not change compiles nothing.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ErrorObject } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { cacheEnabled, cacheKey, sharedCache, type CachedEntry } from './content-cache';
import { compileSchemaSet, type SchemaFile } from './schema-registry';
import { bundleStandaloneModules } from './standalone-bundle';
import { toolFingerprint } from './tool-fingerprint';

export type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const NAMESPACE = 'schema-validators';
const require = createRequire(import.meta.url);

/** ajv's standalone code generator, required on first use like ajv itself. */
export function loadStandaloneCode(): (ajv: Ajv2020, refsOrFunc?: unknown) => string {
  return (require('ajv/dist/standalone/index.js') as { default: (ajv: Ajv2020, refsOrFunc?: unknown) => string })
    .default;
}

/** The cache key of a schema set: every schema file's path and exact text, the tools and the generator's code. */
export function schemaSetKey(schemas: readonly SchemaFile[]): string {
  return cacheKey(NAMESPACE, [toolFingerprint(), schemas.map((s) => [s.file, s.doc.text])]);
}

/** The name a schema's module is stored under in the entry. */
const moduleName = (s: SchemaFile) => `${s.file}.mjs`;

/**
 * Standalone code for every schema of a set that compiled without problems, bundled one module
 * per schema file.
 */
async function bundleSchemaSet(ajv: Ajv2020, schemas: readonly SchemaFile[]): Promise<Record<string, string>> {
  const standaloneCode = loadStandaloneCode();
  const bundles = await bundleStandaloneModules(
    Object.fromEntries(schemas.map((s) => [s.file, standaloneCode(ajv, ajv.getSchema(s.id)!)])),
  );
  return Object.fromEntries(schemas.map((s) => [moduleName(s), bundles[s.file]!]));
}

/** Per schema file, its bundled validator module: from the cache, or compiled, bundled and stored. */
export async function schemaValidatorModules(schemas: readonly SchemaFile[]): Promise<Map<string, string>> {
  const texts = await sharedCache().getOrCompute(NAMESPACE, schemaSetKey(schemas), async () => {
    const unusable = schemas.find((s) => !s.schema);
    if (unusable) throw new Error(`${unusable.file} is not a JSON object schema`);
    const { ajv, problems } = compileSchemaSet(schemas);
    if (problems.length > 0) throw new Error(`${problems[0]!.file} ${problems[0]!.message}`);
    return bundleSchemaSet(ajv, schemas);
  });
  return new Map(schemas.map((s) => [s.file, texts[moduleName(s)]!]));
}

/** After validate compiled a problem-free set itself, it stores the set's modules for the next run (generate reuses them). */
export async function storeSchemaValidators(ajv: Ajv2020, schemas: readonly SchemaFile[]): Promise<void> {
  if (!cacheEnabled()) return;
  const key = schemaSetKey(schemas);
  if (sharedCache().read(NAMESPACE, key)) return;
  sharedCache().write(NAMESPACE, key, await bundleSchemaSet(ajv, schemas));
}

export interface PrecompiledSchemaSet {
  /** The validator of one schema file, imported on first use. */
  validator(schema: SchemaFile): Promise<ValidateFunction>;
}

/**
 * The cached validators of a schema set, or undefined on a miss. A stored set compiled without
 * problems, so a hit also answers that every schema is usable.
 */
export function cachedSchemaSet(schemas: readonly SchemaFile[]): PrecompiledSchemaSet | undefined {
  const entry = sharedCache().read(NAMESPACE, schemaSetKey(schemas));
  if (!entry) return undefined;
  const loaded = new Map<string, Promise<ValidateFunction>>();
  return {
    validator(schema) {
      let found = loaded.get(schema.file);
      if (!found) {
        found = importModule(entry, moduleName(schema)).then((m) => m.default as ValidateFunction);
        loaded.set(schema.file, found);
      }
      return found;
    },
  };
}

/** Imports a module stored in a cache entry (its text was checked against its hash on reading). */
export async function importModule(entry: CachedEntry, name: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(entry.pathOf(name)).href)) as Record<string, unknown>;
}
