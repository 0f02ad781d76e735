/**
 * Precompiled validators for the forms RJSF draws (engine "rjsf"): RJSF asks its validator whether
 * form data matches a sub-schema to pick a `oneOf`/`anyOf` option or an `if` branch, and its stock
 * validator would compile those schemas with `new Function` in the browser, which the Content
 * Security Policy forbids. @rjsf/validator-ajv8's own build-time compiler
 * (`compileSchemaValidatorsCode`, the code of `compileSchemaValidators`) writes one validate
 * function per sub-schema, keyed by the hash RJSF computes at run time; esbuild bundles it with the
 * ajv runtime helpers into one ESM module per form, loaded only when that form is drawn.
 */
import { createHash } from 'node:crypto';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { RJSFSchema } from '@rjsf/utils';
import { bundleStandaloneModules } from './standalone-bundle';

/** The name a form's validator module goes by: a hash of its schema, so equal schemas share one module. */
export function rjsfValidatorsId(schema: object): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
}

/** Per id, the bundled ESM module whose default export maps RJSF's schema hashes to validate functions. */
export async function compileRjsfValidatorModules(
  schemas: ReadonlyMap<string, object>,
): Promise<Record<string, string>> {
  const sources = Object.fromEntries(
    [...schemas].map(([id, schema]) => [id, compileSchemaValidatorsCode(schema as RJSFSchema)]),
  );
  return bundleStandaloneModules(sources);
}
