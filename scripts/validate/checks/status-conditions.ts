import { childPointer, pointerSegments } from '../../../src/core/json-pointer';
import { CONDITION_ANNOTATIONS, CONDITION_KEYWORDS } from '../../../src/core/status/match-condition';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { field, type Report } from './check';

export const CONTEXT_SCHEMA = 'schemas/api/heloc-status-response.schema.json';
const INTERPRETER = 'src/core/status/match-condition.ts';
const CONTEXT = `the status context (${CONTEXT_SCHEMA})`;

/**
 * The conditions of the status-to-screen table (each row's `when`, and those named once under
 * `$defs`), checked as written, before npm run generate compiles them (scripts/lib/flow-conditions.ts),
 * so each problem is reported where its author wrote it:
 * - `{ scope, schema }`: the scope names a field of the status context (a misspelt one would never
 *   match, silently), and the schema uses only the keywords the browser's interpreter reads;
 * - `allOf`, `anyOf`, `not`: each part, as a condition;
 * - `{ "$ref": "#/$defs/<name>" }`: a name of this file (checked where it is defined), and a name
 *   no row uses is refused;
 * - any other object is a JSON Schema over the whole context: the interpreter's keywords, the
 *   context's fields.
 */
export function checkStatusConditions(written: unknown, text: string, fields: readonly string[], at: Report): void {
  const rows = field(written, 'rows');
  (Array.isArray(rows) ? rows : []).forEach((row, index) => {
    const when = field(row, 'when');
    if (when !== undefined) checkWritten(when, `/rows/${index}/when`, fields, at);
  });
  const defs = field(written, '$defs');
  for (const [name, condition] of Object.entries(isPlainObject(defs) ? defs : {})) {
    const pointer = childPointer('/$defs', name);
    checkWritten(condition, pointer, fields, at);
    if (!text.includes(`"#/$defs/${name}"`))
      at(pointer, `is named but never used: name it in a row with { "$ref": "#/$defs/${name}" }, or remove it`, 'key');
  }
}

const COMBINATORS = new Set(['allOf', 'anyOf', 'not']);

function checkWritten(condition: unknown, pointer: string, fields: readonly string[], at: Report): void {
  if (!isPlainObject(condition)) return checkCondition(condition, pointer, fields, at);
  const keys = Object.keys(condition);
  if ('scope' in condition) {
    // Its form (a pointer, a schema, nothing beside them) is the flow schema's to check.
    const { scope, schema } = condition;
    if (typeof scope === 'string') {
      const problem = scopeProblem(scope, fields);
      if (problem) at(childPointer(pointer, 'scope'), problem);
    }
    if (isPlainObject(schema)) checkCondition(schema, childPointer(pointer, 'schema'), [], at);
    return;
  }
  if ('$ref' in condition) {
    const ref = condition.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#/$defs/'))
      at(
        childPointer(pointer, '$ref'),
        `names "${ref}": a status condition is named once in this file's $defs, { "$ref": "#/$defs/<name>" }`,
      );
    return;
  }
  if (keys.length === 0 || !keys.every((key) => COMBINATORS.has(key)))
    return checkCondition(condition, pointer, fields, at);
  for (const key of keys) {
    const value = condition[key];
    const here = childPointer(pointer, key);
    if (key === 'not') checkWritten(value, here, fields, at);
    else if (!Array.isArray(value) || value.length === 0) at(here, 'must be a non-empty list of conditions');
    else value.forEach((inner, i) => checkWritten(inner, childPointer(here, i), fields, at));
  }
}

/** Why `scope` names no field of the status context, or undefined when it names one. */
function scopeProblem(scope: string, fields: readonly string[]): string | undefined {
  const [first = '', ...rest] = pointerSegments(scope);
  if (fields.length === 0) return undefined;
  if (!fields.includes(first))
    return `names no field of ${CONTEXT}: it has no "${first}"${didYouMean(first, fields)}, so the condition could never depend on it`;
  if (rest.length) return `names no field of ${CONTEXT}: /${first} is a value with no fields`;
  return undefined;
}

const ALLOWED = new Set<string>([...CONDITION_KEYWORDS, ...CONDITION_ANNOTATIONS]);

/**
 * Walks a JSON Schema condition: only the interpreter's keywords, with the shapes JSON Schema gives
 * them, and (when `fields` is not empty: a schema over the whole context) only the context's
 * fields. A boolean is a schema too (true matches all, false none), read so by the interpreter and by ajv.
 */
function checkCondition(condition: unknown, pointer: string, fields: readonly string[], at: Report): void {
  if (typeof condition === 'boolean') return;
  if (!isPlainObject(condition)) {
    at(pointer, 'must be a JSON Schema the status context must match: an object, or true or false');
    return;
  }
  for (const [key, value] of Object.entries(condition)) {
    const here = childPointer(pointer, key);
    if (!ALLOWED.has(key)) {
      at(
        here,
        `uses "${key}", which ${INTERPRETER} does not interpret (conditions may use only ${CONDITION_KEYWORDS.join(', ')})${didYouMean(key, CONDITION_KEYWORDS)}`,
        'key',
      );
      continue;
    }
    if (key === 'properties') {
      if (!isPlainObject(value)) {
        at(here, 'must be an object of property names to conditions');
        continue;
      }
      for (const [name, inner] of Object.entries(value)) {
        if (fields.length > 0 && !fields.includes(name))
          at(childPointer(here, name), unknownField(name, fields), 'key');
        checkCondition(inner, childPointer(here, name), [], at);
      }
    } else if (key === 'required') {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        at(here, 'must be a list of property names');
      else
        value.forEach((name: string, i) => {
          if (fields.length > 0 && !fields.includes(name)) at(childPointer(here, i), unknownField(name, fields));
        });
    } else if (key === 'enum') {
      if (!Array.isArray(value) || value.length === 0) at(here, 'must be a non-empty list of allowed values');
    } else if (key === 'not') {
      checkCondition(value, here, fields, at);
    } else if (key === 'allOf' || key === 'anyOf') {
      if (!Array.isArray(value) || value.length === 0) at(here, 'must be a non-empty list of conditions');
      else value.forEach((inner, i) => checkCondition(inner, childPointer(here, i), fields, at));
    }
  }
}

function unknownField(name: string, fields: readonly string[]): string {
  return `"${name}" is not a field of ${CONTEXT}, so the condition could never depend on it${didYouMean(name, fields)}`;
}
