import type { RegistrationSteps } from '../../../src/generated/types/registration-steps';
import { conditionRefs } from '../../../src/core/registration/condition-ids';
import { childPointer } from '../../../src/core/json-pointer';
import { CONDITION_ANNOTATIONS, CONDITION_KEYWORDS } from '../../../src/core/status/match-condition';
import { cacheKey, sharedCache } from '../../lib/content-cache';
import { isPlainObject } from '../../lib/schema-registry';
import { toolFingerprint } from '../../lib/tool-fingerprint';
import { registrationSchemas } from '../../generate/emit-registration';
import { createRegistrationAjv } from '../../generate/registration-ajv';
import { cachedRegistrationModule } from '../../generate/registration-validators';
import { registrationCheck } from './registration-flow';

/**
 * Every step schema and condition must compile under the ajv generate precompiles step schemas
 * with (strict: a misspelt keyword is an error, not a silently ignored annotation), and a
 * condition may use only the keywords the core's condition interpreter reads
 * (src/core/status/match-condition.ts), so the browser reads it as JSON Schema does.
 */
export const registrationSchemasCheck = registrationCheck(
  ({ flow: value, steps: loadedSteps, diagnostics, report }) => {
    const flow = value as unknown as RegistrationSteps;
    const refs = conditionRefs(flow);
    for (const ref of refs)
      for (const { pointer, keyword } of uninterpretedKeywords(ref.schema, ref.pointer))
        report(
          pointer,
          `uses "${keyword}", which the condition interpreter (src/core/status/match-condition.ts) does not read (conditions may use only ${CONDITION_KEYWORDS.join(', ')})`,
        );
    const { steps } = registrationSchemas(flow);
    // generate stores the compiled steps by their exact schemas: stored means compiled. This check
    // stores a mark for a set of conditions that compiled, so an unchanged flow compiles nothing.
    const stepsCompiled = cachedRegistrationModule(steps) !== undefined;
    const conditionsKey = cacheKey(CONDITIONS_NAMESPACE, [toolFingerprint(), refs.map((r) => [r.pointer, r.schema])]);
    const conditionsCompiled = sharedCache().read(CONDITIONS_NAMESPACE, conditionsKey) !== undefined;
    if (stepsCompiled && conditionsCompiled) return;
    // One instance for all: a new ajv compiles its meta-schemas again (most of this check's time).
    // The schemas have no $id, so they cannot clash inside it.
    const ajv = createRegistrationAjv();
    const compile = (schema: unknown, pointer: string, what: string) => {
      try {
        ajv.compile(schema as object);
      } catch (error) {
        report(pointer, `is not a usable ${what}: ${(error as Error).message}`);
      }
    };
    if (!stepsCompiled) for (const { at, step } of loadedSteps) compile(step.schema, `${at}/schema`, 'step schema');
    if (!conditionsCompiled) {
      const before = diagnostics.length;
      for (const ref of refs) compile(ref.schema, ref.pointer, 'condition');
      if (diagnostics.length === before) sharedCache().write(CONDITIONS_NAMESPACE, conditionsKey, { compiled: 'yes' });
    }
  },
);

const CONDITIONS_NAMESPACE = 'registration-conditions';

const READ = new Set<string>([...CONDITION_KEYWORDS, ...CONDITION_ANNOTATIONS]);

/** Keywords of a condition, at any depth, that the interpreter does not read, with their pointers. */
export function uninterpretedKeywords(schema: unknown, pointer: string): { pointer: string; keyword: string }[] {
  if (!isPlainObject(schema)) return [];
  return Object.entries(schema).flatMap(([keyword, value]) => {
    const here = childPointer(pointer, keyword);
    if (!READ.has(keyword)) return [{ pointer: here, keyword }];
    if (keyword === 'properties' && isPlainObject(value))
      return Object.entries(value).flatMap(([name, inner]) => uninterpretedKeywords(inner, childPointer(here, name)));
    if (keyword === 'not') return uninterpretedKeywords(value, here);
    if ((keyword === 'allOf' || keyword === 'anyOf') && Array.isArray(value))
      return value.flatMap((inner, i) => uninterpretedKeywords(inner, childPointer(here, i)));
    return [];
  });
}
