import type { RegistrationData } from './context';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutBlanks(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === '' || v === undefined) continue;
    out[key] = isPlainObject(v) ? withoutBlanks(v) : v;
  }
  return out;
}

/**
 * The data as a step's checks see it. An empty text box means "not entered" (so it gets the
 * field's required message, not a format message), and a group the borrower has not touched
 * yet, such as propertyAddress, is an empty object (so each of its fields gets its own required
 * message instead of one message for the whole group).
 */
export function prepareStepData(data: RegistrationData, stepSchema: { properties?: Record<string, unknown> }): RegistrationData {
  const out = withoutBlanks(data as Record<string, unknown>);
  for (const [key, schema] of Object.entries(stepSchema.properties ?? {})) {
    if (out[key] === undefined && isPlainObject(schema) && schema.type === 'object') out[key] = {};
  }
  return out as RegistrationData;
}
