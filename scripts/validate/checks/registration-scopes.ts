import { childPointer, pointerSegments, toPointer, valueAt } from '../../../src/core/json-pointer';
import { REGISTRATION_BRAND_FIELDS, REGISTRATION_CONTEXT_FIELDS } from '../../../src/core/registration/context-fields';
import { isConditionKey } from '../../lib/flow-conditions';
import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject, jsonNodes } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { diagnosticAt } from '../locate';
import { field, listedFlagKeys, readJson } from './check';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { registrationCheck } from './registration-flow';

export const REGISTRATION_CONDITIONS_FILE = 'flows/registration/conditions.json';

type Json = Record<string, unknown>;

/** A file's value as written: `$ref`s not inlined, conditions not compiled. */
export function written(doc: JsonDocument): unknown {
  try {
    return JSON.parse(doc.text);
  } catch {
    return undefined;
  }
}

/** Every `{ "scope": ... }` in a file as written, with its pointer. */
export function scopedConditions(value: unknown, pointer = ''): { pointer: string; scope: string }[] {
  return [...jsonNodes(value, pointer)].flatMap((node) => {
    const scope = field(node.value, 'scope');
    return typeof scope === 'string' ? [{ pointer: node.pointer, scope }] : [];
  });
}

/** Names in conditions.json's `$defs` that neither steps.json nor another named condition uses. */
export function unusedConditionNames(conditions: unknown, conditionsText: string, stepsText: string): string[] {
  const defs = field(conditions, '$defs');
  return Object.keys(isPlainObject(defs) ? defs : {}).filter(
    (name) => !stepsText.includes(`conditions.json#/$defs/${name}"`) && !conditionsText.includes(`"#/$defs/${name}"`),
  );
}

/** Pointers of the conditions a file holds as written (the values of `when`, `skipWhen`, ...). */
export function conditionPointers(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => conditionPointers(item, childPointer(pointer, i)));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    isConditionKey(key) ? [childPointer(pointer, key)] : conditionPointers(child, childPointer(pointer, key)),
  );
}

/** `schema` with its local `$ref`s followed; undefined for one in another file (then it says nothing here). */
function resolve(schema: unknown, root: Json): Json | undefined {
  let current = schema;
  for (let hops = 0; isPlainObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    if (!current.$ref.startsWith('#/')) return undefined;
    current = valueAt(root, current.$ref.slice(1));
  }
  return isPlainObject(current) ? current : undefined;
}

/** The properties a schema names (its allOf/anyOf/oneOf too); undefined when any key may be there. */
function namedProperties(schema: unknown, root: Json): Map<string, unknown> | undefined {
  const s = resolve(schema, root);
  if (!s || (s.additionalProperties !== undefined && s.additionalProperties !== false)) return undefined;
  let named = isPlainObject(s.properties) ? new Map(Object.entries(s.properties)) : undefined;
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const branch of Array.isArray(s[key]) ? (s[key] as unknown[]) : []) {
      const inner = namedProperties(branch, root);
      if (inner) named = new Map([...(named ?? []), ...inner]);
    }
  return named;
}

interface Unknown {
  /** How many segments are known before the unknown one. */
  known: number;
  names: string[];
}

/** The first of `segments` the schema does not name, or undefined when each is named (or the schema stops saying). */
function unknownSegment(schema: unknown, root: Json, segments: readonly string[]): Unknown | undefined {
  let current = schema;
  for (const [i, segment] of segments.entries()) {
    const names = namedProperties(current, root);
    if (!names) return undefined;
    if (!names.has(segment)) return { known: i, names: [...names.keys()] };
    current = names.get(segment);
  }
  return undefined;
}

/** Context fields that hold one value: a scope ends there. */
const VALUES = new Set(['authMode', 'environment', 'today', 'signedIn', 'product']);
const FLAG_FIELDS = ['enabled', 'variables'];

/**
 * Every scope names a field of the registration context (src/core/registration/context.ts): a
 * field a step schema or schemas/registration-data.schema.json defines under /data, a brand field
 * the context carries under /brand, a flag flows/feature-flags.json lists under /flags. A misspelt
 * scope would otherwise never match, silently. A named condition nobody uses is refused too. (That each condition reads in six lines or fewer is
 * measured by ./registration-scopes.test.ts on the flow as written.)
 */
export const registrationScopesCheck = registrationCheck((loaded, context) => {
  const knownFlags = listedFlagKeys(context.flowFiles) ?? [];
  const readSchema = (file: string) => {
    const value = readJson(context.rootDir, file);
    return isPlainObject(value) ? value : {};
  };
  const data = readSchema('schemas/registration-data.schema.json');
  const manifest = readSchema('schemas/brand-manifest.schema.json');
  const stepSchemas = loaded.steps.map(({ step }) => step.schema as Json);

  /** Why `scope` names nothing, or undefined when it names a field. */
  const problem = (scope: string): string | undefined => {
    const [first = '', ...rest] = pointerSegments(scope);
    const missing = (known: number, names: readonly string[]) => {
      const segment = rest[known]!;
      const parent = toPointer([first, ...rest.slice(0, known)]);
      return `names no field of the registration context: ${parent} has no "${segment}"${didYouMean(segment, names)}`;
    };
    if (!REGISTRATION_CONTEXT_FIELDS.includes(first))
      return `names no field of the registration context: it has no "${first}"${didYouMean(first, REGISTRATION_CONTEXT_FIELDS)} (its fields: ${REGISTRATION_CONTEXT_FIELDS.join(', ')})`;
    if (VALUES.has(first) && rest.length)
      return `names no field of the registration context: /${first} is a value with no fields`;
    if (first === 'data') {
      const inData = unknownSegment(data, data, rest);
      if (!inData || stepSchemas.some((schema) => !unknownSegment(schema, schema, rest))) return undefined;
      return missing(inData.known, inData.names);
    }
    if (first === 'brand' && rest.length) {
      if (!REGISTRATION_BRAND_FIELDS.includes(rest[0]!)) return missing(0, REGISTRATION_BRAND_FIELDS);
      const inManifest = unknownSegment(manifest, manifest, rest);
      return inManifest && missing(inManifest.known, inManifest.names);
    }
    if (first === 'flags' && rest.length) {
      if (!knownFlags.includes(rest[0]!))
        return `names "${rest[0]}", which is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(rest[0]!, knownFlags)}`;
      if (rest.length > 1 && !FLAG_FIELDS.includes(rest[1]!)) return missing(1, FLAG_FIELDS);
      if (rest[1] === 'enabled' && rest.length > 2) return missing(2, []);
    }
    return undefined;
  };

  const conditionsDoc = context.flowFiles.find((f) => f.file === REGISTRATION_CONDITIONS_FILE);
  const { diagnostics } = loaded;
  for (const doc of [loaded.doc, ...(conditionsDoc ? [conditionsDoc] : [])]) {
    const value = written(doc);
    for (const { pointer, scope } of scopedConditions(value)) {
      const message = problem(scope);
      if (message) diagnostics.push(diagnosticAt(doc, childPointer(pointer, 'scope'), message));
    }
  }
  if (conditionsDoc)
    for (const name of unusedConditionNames(written(conditionsDoc), conditionsDoc.text, loaded.doc.text))
      diagnostics.push(
        diagnosticAt(
          conditionsDoc,
          childPointer('/$defs', name),
          `is named but never used: name it in steps.json with { "$ref": "conditions.json#/$defs/${name}" }, or remove it`,
          'key',
        ),
      );
});
