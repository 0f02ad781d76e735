import type Ajv2020 from 'ajv/dist/2020.js';
import { createAjv } from '../lib/schema-registry';

/** The flow file whose step schemas are precompiled (its conditions are interpreted: src/core/status/match-condition.ts). */
export const REGISTRATION_STEPS_FILE = 'flows/registration/steps.json';

/**
 * The one ajv configuration for registration step schemas (and the check that conditions are valid JSON Schema): generate emits
 * standalone code from it, validate compiles with it, and the agreement test compiles with it at
 * run time. Like scripts/lib/schema-registry's createAjv (allErrors, for ajv-errors; strict, so a
 * misspelt keyword fails the build), except strictTypes is off: a condition such as
 * { "properties": { "authMode": { "const": "identity-provider" } } } reads better without
 * "type": "object" at every level, and matches the same contexts either way.
 */
export function createRegistrationAjv(): Ajv2020 {
  return createAjv({ strictTypes: false });
}

/** Schema ids inside the registration ajv; the URL form keeps ajv's id resolution happy. */
export const registrationSchemaId = {
  step: (key: string) => `https://registration.heloc.invalid/steps/${key}`,
};
