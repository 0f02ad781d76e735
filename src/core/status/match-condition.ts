/**
 * Conditions are JSON Schemas a context must match: the rows of flows/status-routes.json (the
 * status context) and the `when`, `skipWhen`, `require` and `withheldWhen` conditions of
 * flows/registration/steps.json (the registration context). They are evaluated here, by a small
 * interpreter of exactly the keywords those files need, rather than by ajv: the browser runs
 * under a strict CSP (no run-time compilation), and precompiled validators for a few dozen
 * yes-or-no checks cost the first registration step several kilobytes. `npm run validate`
 * (scripts/validate/checks/status-routes.ts, registration-schemas.ts) refuses any other keyword
 * (a boolean schema, true or false, is read as JSON Schema reads it, wherever a schema may sit),
 * so a condition that ajv and this interpreter would read differently cannot ship; property tests
 * check both agree on the supported subset and on every real registration condition.
 */

export const CONDITION_KEYWORDS = [
  'type',
  'properties',
  'const',
  'enum',
  'required',
  'not',
  'allOf',
  'anyOf',
  'pattern',
  'minLength',
  'maxLength',
] as const;
/** Annotations that change nothing. */
export const CONDITION_ANNOTATIONS = ['description', '$comment'] as const;

export type ConditionKeyword = (typeof CONDITION_KEYWORDS)[number];

export type JsonTypeName = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface RouteCondition {
  type?: JsonTypeName | readonly JsonTypeName[];
  properties?: Readonly<Record<string, ConditionSchema>>;
  const?: unknown;
  enum?: readonly unknown[];
  required?: readonly string[];
  not?: ConditionSchema;
  allOf?: readonly ConditionSchema[];
  anyOf?: readonly ConditionSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  description?: string;
  $comment?: string;
}

/**
 * Anywhere a schema may appear, JSON Schema also takes a boolean: `true` matches every value (as
 * `{}` does), `false` none (as `{"not": {}}` does).
 */
export type ConditionSchema = RouteCondition | boolean;

const KNOWN = new Set<string>([...CONDITION_KEYWORDS, ...CONDITION_ANNOTATIONS]);

/** True when `value` matches `condition` with JSON Schema semantics for the supported keywords. */
export function matchCondition(condition: ConditionSchema, value: unknown): boolean {
  if (typeof condition === 'boolean') return condition;
  for (const key of Object.keys(condition)) {
    if (!KNOWN.has(key))
      throw new Error(`RouteCondition keyword "${key}" is not supported (only ${CONDITION_KEYWORDS.join(', ')})`);
  }
  if (condition.type !== undefined) {
    const types: readonly JsonTypeName[] = typeof condition.type === 'string' ? [condition.type] : condition.type;
    if (!types.some((type) => hasType(value, type))) return false;
  }
  if ('const' in condition && !jsonEqual(condition.const, value)) return false;
  if (condition.enum && !condition.enum.some((option) => jsonEqual(option, value))) return false;
  // `!== undefined`, not truthiness: `{"not": false}` is a condition (it matches everything).
  if (condition.not !== undefined && matchCondition(condition.not, value)) return false;
  if (condition.allOf && !condition.allOf.every((c) => matchCondition(c, value))) return false;
  if (condition.anyOf && !condition.anyOf.some((c) => matchCondition(c, value))) return false;
  if (typeof value === 'string') {
    // As in JSON Schema (and ajv), lengths count code points and patterns are Unicode expressions.
    if (condition.minLength !== undefined || condition.maxLength !== undefined) {
      const length = [...value].length;
      if (condition.minLength !== undefined && length < condition.minLength) return false;
      if (condition.maxLength !== undefined && length > condition.maxLength) return false;
    }
    if (condition.pattern !== undefined && !unicodePattern(condition.pattern).test(value)) return false;
  }
  if (isObject(value)) {
    // As in JSON Schema, `required` and `properties` only constrain objects. A key whose value is
    // undefined is absent, as in the object's JSON: `{ a: undefined }` serialises to `{}`.
    if (condition.required && !condition.required.every((key) => present(value, key))) return false;
    for (const [key, inner] of Object.entries(condition.properties ?? {})) {
      if (present(value, key) && !matchCondition(inner, value[key])) return false;
    }
  }
  return true;
}

function hasType(value: unknown, type: JsonTypeName): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

const patterns = new Map<string, RegExp>();

/** The pattern as a Unicode regular expression, built once (a RegExp, not code: the CSP allows it). */
function unicodePattern(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
  return regex;
}

/** Whether the object's JSON has this key (JSON has no undefined, so such a key is dropped). */
function present(value: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(value, key) && value[key] !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON equality: same type and value, arrays in order, objects regardless of key order and
 * without their undefined keys (which their JSON drops).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return (
      keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
      keys.every((key) => present(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}
