import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { registrationCheck } from './registration-flow';

type Json = Record<string, unknown>;

/** Keywords that can fail by themselves, and so need words: on any value, on numbers, strings, objects and lists. */
const CAN_FAIL = new Set([
  ...['type', 'enum', 'const', 'not'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['pattern', 'minLength', 'maxLength'],
  ...['required', 'minProperties', 'maxProperties', 'minItems', 'maxItems', 'uniqueItems'],
]);
/** Keywords that never fail themselves: applicators whose subschemas carry the words, and annotations. */
const STRUCTURAL = new Set([
  ...['properties', 'items', 'additionalProperties', 'if', 'then', 'else', 'allOf'],
  ...['errorMessage', 'title', 'description', '$comment', 'default', 'examples'],
]);

/**
 * No raw ajv text may reach a borrower: every keyword of a step schema that can fail must have
 * words in an ajv-errors `errorMessage` (a string for the whole subschema, the keyword's own
 * entry, `_`, or the parent's errorMessage.properties), and every required property its own
 * entry. Keywords whose errors this check cannot follow (anyOf, $ref, format...) are refused.
 */
export function unwordedKeywords(
  schema: unknown,
  pointer = '',
  covered = false,
): { pointer: string; message: string; at: 'key' | 'value' }[] {
  if (!isPlainObject(schema)) return [];
  const found: { pointer: string; message: string; at: 'key' | 'value' }[] = [];
  const words = schema.errorMessage;
  const whole = covered || typeof words === 'string';
  const own = isPlainObject(words) ? words : {};
  for (const [keyword, value] of Object.entries(schema)) {
    const at = childPointer(pointer, keyword);
    if (!CAN_FAIL.has(keyword) && !STRUCTURAL.has(keyword)) {
      found.push({
        pointer: at,
        at: 'key',
        message: `"${keyword}" is not supported in a step schema: its errors could not be given words`,
      });
      continue;
    }
    // The schema root is always an object: the core passes the whole registration data.
    if (pointer === '' && keyword === 'type') continue;
    const fails = CAN_FAIL.has(keyword) || (keyword === 'additionalProperties' && value === false);
    if (!fails || whole || typeof own._ === 'string') continue;
    if (keyword === 'required' && isPlainObject(own.required)) {
      const named = own.required;
      for (const name of Array.isArray(value) ? value : []) {
        if (typeof named[name] !== 'string')
          found.push({
            pointer: at,
            at: 'value',
            message: `requires "${name}" but errorMessage.required has no words for it`,
          });
      }
    } else if (typeof own[keyword] !== 'string') {
      found.push({
        pointer: at,
        at: 'key',
        message: `can fail on "${keyword}" but has no words for it: add "${keyword}" to this schema's errorMessage`,
      });
    }
  }
  const byProperty = isPlainObject(own.properties) ? own.properties : {};
  if (isPlainObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const at = childPointer(childPointer(pointer, 'properties'), name);
      found.push(...unwordedKeywords(child, at, whole || typeof byProperty[name] === 'string'));
    }
  }
  for (const keyword of ['items', 'additionalProperties', 'if', 'then', 'else']) {
    // `if` only decides; its own failures are not errors.
    if (keyword !== 'if') found.push(...unwordedKeywords(schema[keyword], childPointer(pointer, keyword), whole));
  }
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach((s, i) =>
      found.push(...unwordedKeywords(s, childPointer(childPointer(pointer, 'allOf'), i), whole)),
    );
  return found;
}

export const registrationMessagesCheck = registrationCheck((loaded) => {
  for (const { at, step } of loaded.steps)
    for (const problem of unwordedKeywords(step.schema as Json))
      loaded.report(`${at}/schema${problem.pointer}`, problem.message, problem.at);
});
