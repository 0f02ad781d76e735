/**
 * Conditions of flows/status-routes.json are JSON Schemas the status context must match. They
 * are evaluated here, by a small interpreter of exactly the keywords the table needs, rather
 * than by ajv: the browser runs under a strict CSP (no runtime compilation), the registration
 * flow owns the build-time precompiling of its own conditions, and a dozen lines need no build
 * step. `npm run validate` (scripts/validate/checks/status-routes.ts) refuses any other keyword,
 * so a condition that ajv and this interpreter would read differently cannot ship; a property
 * test checks both agree on the supported subset.
 */

export const CONDITION_KEYWORDS = ['properties', 'const', 'enum', 'required', 'not', 'allOf', 'anyOf'] as const;
/** Annotations that change nothing. */
export const CONDITION_ANNOTATIONS = ['description', '$comment'] as const;

export type ConditionKeyword = (typeof CONDITION_KEYWORDS)[number];

export interface RouteCondition {
  properties?: Readonly<Record<string, RouteCondition>>;
  const?: unknown;
  enum?: readonly unknown[];
  required?: readonly string[];
  not?: RouteCondition;
  allOf?: readonly RouteCondition[];
  anyOf?: readonly RouteCondition[];
  description?: string;
  $comment?: string;
}

const KNOWN = new Set<string>([...CONDITION_KEYWORDS, ...CONDITION_ANNOTATIONS]);

/** True when `value` matches `condition` with JSON Schema semantics for the supported keywords. */
export function matchCondition(condition: RouteCondition, value: unknown): boolean {
  for (const key of Object.keys(condition)) {
    if (!KNOWN.has(key))
      throw new Error(`RouteCondition keyword "${key}" is not supported (only ${CONDITION_KEYWORDS.join(', ')})`);
  }
  if ('const' in condition && !jsonEqual(condition.const, value)) return false;
  if (condition.enum && !condition.enum.some((option) => jsonEqual(option, value))) return false;
  if (condition.not && matchCondition(condition.not, value)) return false;
  if (condition.allOf && !condition.allOf.every((c) => matchCondition(c, value))) return false;
  if (condition.anyOf && !condition.anyOf.some((c) => matchCondition(c, value))) return false;
  if (isObject(value)) {
    // As in JSON Schema, `required` and `properties` only constrain objects.
    if (condition.required && !condition.required.every((key) => Object.hasOwn(value, key))) return false;
    for (const [key, inner] of Object.entries(condition.properties ?? {})) {
      if (Object.hasOwn(value, key) && !matchCondition(inner, value[key])) return false;
    }
  }
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON equality: same type and value, arrays in order, objects regardless of key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}
