import type { ValidatorType } from '@rjsf/utils';

/**
 * The validator RJSF requires, without ajv: the app runs under `script-src 'self'`, and
 * @rjsf/validator-ajv8's default validator compiles schemas with `new Function` in the browser.
 * Validation is the core's job (precompiled at build time); StepForm shows the errors it returns.
 *
 * So this validator never reports an error. RJSF's schema utilities also ask `isValid` to pick
 * a branch of `if`/`then`/`else`, `dependencies`, `oneOf` and `anyOf`; step schemas are objects
 * with properties and none of those in their rendered parts (the core decides what is visible),
 * so RJSF never asks. Limitation: if one is added, `isValid` answers true, so RJSF would always
 * take `then` and the first matching-looking option; resolve such conditions in the core instead.
 */
export const passiveValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
