import type { RegistrationSteps } from '../../../src/generated/types/registration-steps';
import { conditionRefs } from '../../../src/core/registration/condition-ids';
import { registrationSchemas } from '../../generate/emit-registration';
import { createRegistrationAjv } from '../../generate/registration-ajv';
import { cachedRegistrationModule } from '../../generate/registration-validators';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import type { ProjectCheck } from './check';
import { loadRegistrationFlow } from './registration-flow';

/**
 * Every step schema and condition must compile under the ajv generate precompiles them with
 * (strict: a misspelt keyword is an error, not a silently ignored annotation).
 */
export const registrationSchemasCheck: ProjectCheck = {
  name: 'registration schemas',
  run(context) {
    const loaded = loadRegistrationFlow(context);
    if (!loaded) return [];
    const { steps, conditions } = registrationSchemas(loaded.flow as unknown as RegistrationSteps);
    // generate stores the compiled steps and conditions by their exact schemas: stored means compiled.
    if (cachedRegistrationModule(steps) && cachedRegistrationModule(conditions, 'condition')) return [];
    const diagnostics: Diagnostic[] = [];
    // One instance for all: a new ajv compiles its meta-schemas again (most of this check's time).
    // The schemas have no $id, so they cannot clash inside it.
    const ajv = createRegistrationAjv();
    const compile = (schema: unknown, pointer: string, what: string) => {
      try {
        ajv.compile(schema as object);
      } catch (error) {
        diagnostics.push(diagnosticAt(loaded.doc, pointer, `is not a usable ${what}: ${(error as Error).message}`));
      }
    };
    for (const { at, step } of loaded.steps) compile(step.schema, `${at}/schema`, 'step schema');
    for (const ref of conditionRefs(loaded.flow as unknown as RegistrationSteps))
      compile(ref.schema, ref.pointer, 'condition');
    return diagnostics;
  },
};
