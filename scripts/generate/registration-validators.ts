/**
 * Modules of precompiled validators under the registration ajv (step schemas,
 * application form schemas, rule params), kept in the content cache by their exact schemas. The
 * validate checks that only need to know a set compiles, or need its validators, read the same
 * entries generate writes, so an unchanged flow compiles nothing in either.
 */
import { cacheKey, sharedCache, type CachedEntry } from '../lib/content-cache';
import { importModule, loadStandaloneCode, type ValidateFunction } from '../lib/precompiled-validators';
import { bundleStandaloneModules } from '../lib/standalone-bundle';
import { toolFingerprint } from '../lib/tool-fingerprint';
import { createRegistrationAjv } from './registration-ajv';

/** One exported validator: its export name, the id ajv knows the schema by, and the schema. */
export interface NamedSchema {
  exportName: string;
  id: string;
  schema: unknown;
}

const NAMESPACE = 'registration-validators';

const MODULE = 'module.mjs';
const EMPTY_MODULE = 'export {};\n';

/** Only what the compiled module depends on (callers may pass richer objects), so the checks and the emitters share entries. */
const keyOf = (schemas: readonly NamedSchema[], ...kind: string[]) =>
  cacheKey(NAMESPACE, [toolFingerprint(), ...kind, schemas.map((s) => [s.exportName, s.id, s.schema])]);
const keyOfEach = (schemas: readonly NamedSchema[]) => keyOf(schemas, 'one module each');

/** A registration ajv holding the schemas under their ids (compiled on first use). */
export function registrationAjvWith(schemas: readonly NamedSchema[]): ReturnType<typeof createRegistrationAjv> {
  const ajv = createRegistrationAjv();
  for (const s of schemas) ajv.addSchema(s.schema as object, s.id);
  return ajv;
}

/** Compiles the schemas in one registration ajv and bundles their standalone code. Throws when one does not compile. */
async function compileModule(schemas: readonly NamedSchema[], outPath: string): Promise<string> {
  if (schemas.length === 0) return EMPTY_MODULE;
  const ajv = registrationAjvWith(schemas);
  const source = loadStandaloneCode()(ajv, Object.fromEntries(schemas.map((s) => [s.exportName, s.id])));
  return (await bundleStandaloneModules({ [outPath]: source }))[outPath]!;
}

/** The bundled module (ESM, one named export per schema): from the cache, or compiled and stored. */
export async function registrationModule(schemas: readonly NamedSchema[], outPath: string): Promise<string> {
  const compute = async () => ({ [MODULE]: await compileModule(schemas, outPath) });
  const texts = await sharedCache().getOrCompute(NAMESPACE, keyOf(schemas), compute);
  return texts[MODULE]!;
}

/** Compiles the schemas in one registration ajv, then bundles each validator alone (its default export). */
async function compileEach(schemas: readonly NamedSchema[]): Promise<Record<string, string>> {
  if (schemas.length === 0) return {};
  const ajv = registrationAjvWith(schemas);
  const standaloneCode = loadStandaloneCode();
  return bundleStandaloneModules(
    Object.fromEntries(schemas.map((s) => [s.exportName, standaloneCode(ajv, ajv.getSchema(s.id)!)])),
  );
}

/**
 * One bundled module per schema (ESM, the validator as its default export), by export name, so
 * the browser loads a form's validator alone: from the cache, or compiled and stored as one entry.
 */
export async function registrationModuleEach(schemas: readonly NamedSchema[]): Promise<Record<string, string>> {
  return sharedCache().getOrCompute(NAMESPACE, keyOfEach(schemas), () => compileEach(schemas));
}

/** The stored entry of registrationModuleEach for exactly these schemas: its existence means they all compiled. */
export function cachedRegistrationModuleEach(schemas: readonly NamedSchema[]): CachedEntry | undefined {
  return sharedCache().read(NAMESPACE, keyOfEach(schemas));
}

/** The stored entry for exactly these schemas: its existence means they all compiled. */
export function cachedRegistrationModule(schemas: readonly NamedSchema[]): CachedEntry | undefined {
  return sharedCache().read(NAMESPACE, keyOf(schemas));
}

/**
 * The validators by export name, imported from the stored module (compiled and stored first on a
 * miss); undefined when the set does not compile or the cache is off, so the caller compiles itself.
 */
export async function registrationValidators(
  schemas: readonly NamedSchema[],
  outPath: string,
): Promise<Record<string, ValidateFunction> | undefined> {
  try {
    await registrationModule(schemas, outPath);
    const entry = cachedRegistrationModule(schemas);
    return entry && ((await importModule(entry, MODULE)) as Record<string, ValidateFunction>);
  } catch {
    return undefined;
  }
}
