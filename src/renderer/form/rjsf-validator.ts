import { hashForSchema, ID_KEY, JUNK_OPTION_ID, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { rjsfValidatorLoaders } from '@/generated/rjsf-validators';

/**
 * RJSF's validator for a form it draws, over validate functions npm run generate precompiled from
 * the form's schema (scripts/lib/rjsf-validators.ts): the browser never compiles a schema (the
 * Content Security Policy forbids `new Function`).
 *
 * RJSF asks `isValid` to pick a `oneOf`/`anyOf` option or an `if` branch for the data: that answer
 * is the precompiled function's. The field errors a borrower sees are the core's (checkForm, with
 * the flow's words), passed to RJSF as extraErrors, so `validateFormData` reports none of its own.
 * Unlike @rjsf/validator-ajv8's precompiled validator, the root schema is not required to be the
 * compiled one: StepForm removes hidden properties from it; the sub-schemas RJSF asks about keep
 * their hash. A sub-schema without a compiled function is a generation bug, said as such.
 */
export function precompiledRjsfValidator(validateFns: ValidatorFunctions, formKey: string): ValidatorType {
  const functionFor = (schema: RJSFSchema) => {
    const key = (schema[ID_KEY] as string | undefined) ?? hashForSchema(schema);
    const validate = validateFns[key];
    if (!validate) {
      throw new Error(
        `Form "${formKey}": no precompiled RJSF validator for sub-schema ${key}; run npm run generate (a field hidden inside a oneOf/anyOf option changes that option's schema)`,
      );
    }
    return validate;
  };
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    rawValidation: () => ({ errors: [] }),
    isValid: (schema, formData) => (schema[ID_KEY] === JUNK_OPTION_ID ? false : Boolean(functionFor(schema)(formData))),
  };
}

/** Where a form's precompiled validators come from: generation's loader for its id (or a test's). */
export type RjsfValidatorsLoader = () => Promise<{ default: ValidatorFunctions }>;

/** The loader npm run generate wrote for a form's validators id. */
export function generatedRjsfValidators(id: string | undefined, formKey: string): RjsfValidatorsLoader {
  const load = id === undefined ? undefined : rjsfValidatorLoaders[id];
  if (!load) {
    throw new Error(
      `Form "${formKey}" is drawn by RJSF but has no precompiled validators (${id ?? 'no rjsfValidators id'}): it must come from src/generated/flows/ (npm run generate)`,
    );
  }
  return load;
}

const validators = new WeakMap<RjsfValidatorsLoader, Promise<ValidatorFunctions>>();

/** One import per loader, shared by every render (a promise React's `use` can read). */
export function loadRjsfValidators(load: RjsfValidatorsLoader): Promise<ValidatorFunctions> {
  let pending = validators.get(load);
  if (!pending) {
    pending = load().then(
      (module) => module.default,
      (error: unknown) => {
        validators.delete(load); // a chunk that failed to load is fetched again next time
        throw error;
      },
    );
    validators.set(load, pending);
  }
  return pending;
}
