/**
 * The part of JSON Schema the light engine draws (src/renderer/form/light/light-form.tsx): an object whose properties are
 * strings, numbers, integers, booleans (or a `const` of one of them, e.g. a consent that must be
 * true), optionally with an `enum`, and nested objects of the same. Everything else (arrays,
 * oneOf/anyOf/allOf, if/then/else, dependencies, $ref, defaults, additional properties drawn as
 * fields, custom ui:field) is RJSF's, which StepForm loads only for such a form (formEngine below).
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LEAF_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
/** Keywords that change what RJSF draws or how it fills data; any of them sends a schema to RJSF. */
const DRAWING_KEYWORDS = [
  'items',
  'oneOf',
  'anyOf',
  'allOf',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  '$ref',
  'default',
  'patternProperties',
  'additionalItems',
  'readOnly',
];
/** ui keys that ask RJSF for its own machinery. */
const RJSF_UI_KEYS = [
  'ui:field',
  'ui:fieldReplacesAnyOrOneOf',
  'ui:ObjectFieldTemplate',
  'ui:FieldTemplate',
  'ui:ArrayFieldTemplate',
  'ui:layoutGrid',
  'ui:hidden',
];

const kindOf = (value: unknown) =>
  typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number' ? typeof value : undefined;

/**
 * The type a leaf is drawn as, the way RJSF reads it: its `type` (a nullable ["number", "null"] is a
 * number), else the kind of its `const` or of its enum's values when they all share one.
 */
export function leafType(schema: Json): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const kinds = type.filter((kind) => kind !== 'null');
    return kinds.length === 1 && typeof kinds[0] === 'string' ? kinds[0] : undefined;
  }
  if (type !== undefined) return undefined;
  if ('const' in schema) return kindOf(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const kinds = new Set(schema.enum.map(kindOf));
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  return undefined;
}

function uiIsLight(ui: unknown): boolean {
  if (ui === undefined) return true;
  if (!isObject(ui)) return false;
  if (RJSF_UI_KEYS.some((key) => key in ui)) return false;
  const widget = ui['ui:widget'];
  return widget === undefined || typeof widget === 'string';
}

/** Why `schema` is outside the subset (a JSON pointer and a reason), or null when the light engine draws it. */
export function outsideLightSubset(schema: unknown, uiSchema: unknown, pointer = ''): string | null {
  if (!isObject(schema)) return `${pointer || '/'}: not a schema object`;
  const found = DRAWING_KEYWORDS.find((keyword) => keyword in schema);
  if (found) return `${pointer || '/'}: uses ${found}`;
  if (!uiIsLight(uiSchema)) return `${pointer || '/'}: uiSchema asks for RJSF's own fields or templates`;
  const ui = (uiSchema ?? {}) as Json;
  if (schema.type === 'object') {
    if (isObject(schema.additionalProperties) || schema.additionalProperties === true)
      return `${pointer || '/'}: draws additional properties`;
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const [name, child] of Object.entries(properties)) {
      const reason = outsideLightSubset(child, ui[name], `${pointer}/${name}`);
      if (reason) return reason;
    }
    return null;
  }
  if (pointer === '') return '/: the root is not an object';
  const type = leafType(schema);
  if (!type || !LEAF_TYPES.has(type))
    return `${pointer}: type ${JSON.stringify(schema.type ?? null)} is not a string, number, integer or boolean`;
  if ('enum' in schema && !Array.isArray(schema.enum)) return `${pointer}: enum is not a list`;
  return null;
}

/** The engines that draw a form: the light engine, or @rjsf/core (the engine of record), loaded on demand. */
export type FormEngineName = 'light' | 'rjsf';

/**
 * Which engine draws a form: the light engine for its subset (a test draws every such flow form
 * with both and compares the markup), RJSF for everything else. npm run generate decides once per
 * form and writes the answer beside it (src/generated/flows/), so the browser never walks a schema
 * to choose.
 */
export function formEngine(schema: unknown, uiSchema: unknown): FormEngineName {
  return outsideLightSubset(schema, uiSchema) === null ? 'light' : 'rjsf';
}
