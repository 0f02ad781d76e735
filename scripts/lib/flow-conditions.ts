/**
 * Conditions in flow files, written as JSON Forms writes rules: a pointer into the context and
 * the schema the value there must match, `{ "scope": "/data/propertyAddress/state", "schema":
 * { "const": "NY" } }`, combined with `allOf`, `anyOf` and `not` (whose items are conditions too).
 * After `$ref` inlining (./flow-refs.ts) each one is compiled to the nested JSON Schema over the
 * whole context that the core's interpreter (src/core/status/match-condition.ts) and ajv read:
 * validate, generate and the app only ever see JSON Schema.
 *
 * - A condition is the value of a key named `when`, `require` or ending in `When` (`skipWhen`).
 * - `{ scope, schema }` means: the value at scope exists (every parent is an object holding the
 *   next key) and matches schema; without `schema`, only that it exists.
 * - An object of only `allOf`/`anyOf`/`not` combines conditions; any other object (or a boolean)
 *   is a JSON Schema over the whole context, kept as written.
 * - `"progress": { "skipWhenNotReachedFrom": "<step>" }` in flows/registration/steps.json becomes
 *   `skipWhen`: the inverse of the condition under which that step's `next` leads here.
 */
import { childPointer, pointerSegments } from '../../src/core/json-pointer';
import { didYouMean } from '../validate/closest-name';
import { isPlainObject } from './schema-registry';

/** A condition that cannot be compiled, at the pointer of what is wrong (left as written). */
export interface ConditionProblem {
  file: string;
  pointer: string;
  message: string;
}

type Json = Record<string, unknown>;

/** Keys whose value is a condition. */
export function isConditionKey(key: string): boolean {
  return key === 'when' || key === 'require' || /^[a-z][A-Za-z]*When$/.test(key);
}

const SCOPED_KEYS = ['scope', 'schema'];
const COMBINATORS = new Set(['allOf', 'anyOf', 'not']);

/** The nested JSON Schema a scoped condition means: `required` at every level, `schema` at the end. */
export function scopeSchema(segments: readonly string[], schema?: unknown): Json {
  let inner = schema;
  for (const segment of [...segments].reverse()) {
    const node: Json = { type: 'object' };
    if (inner !== undefined) node.properties = { [segment]: inner };
    node.required = [segment];
    inner = node;
  }
  return inner as Json;
}

/** One condition compiled; problems are pushed with `file` and the pointer of each. */
export function compileCondition(
  condition: unknown,
  pointer: string,
  report: (pointer: string, message: string) => void,
): unknown {
  if (!isPlainObject(condition)) return condition;
  const keys = Object.keys(condition);
  if ('scope' in condition) {
    // Another key beside them: left as written, for the flow's schema to refuse with a suggestion.
    if (keys.some((key) => !SCOPED_KEYS.includes(key))) return condition;
    const { scope, schema } = condition;
    if (typeof scope !== 'string' || !/^(\/[^/]+)+$/.test(scope)) {
      report(
        childPointer(pointer, 'scope'),
        'must be a JSON pointer into the context, like /data/propertyAddress/state',
      );
      return condition;
    }
    if (schema !== undefined && !isPlainObject(schema) && typeof schema !== 'boolean') {
      report(childPointer(pointer, 'schema'), 'must be a JSON Schema (an object) the value at scope matches');
      return condition;
    }
    return scopeSchema(pointerSegments(scope), schema);
  }
  if (keys.length === 0 || !keys.every((key) => COMBINATORS.has(key))) return condition;
  const compiled: Json = {};
  for (const key of keys) {
    const value = condition[key];
    const at = childPointer(pointer, key);
    compiled[key] =
      key === 'not'
        ? compileCondition(value, at, report)
        : Array.isArray(value)
          ? value.map((item, i) => compileCondition(item, childPointer(at, i), report))
          : value;
  }
  return compiled;
}

/** A copy of a flow file's value with every condition in it compiled. */
export function compileFlowConditions(file: string, value: unknown, problems: ConditionProblem[]): unknown {
  const report = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const walk = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, childPointer(pointer, i)));
    if (!isPlainObject(node)) return node;
    const copy: Json = {};
    for (const [key, child] of Object.entries(node)) {
      const at = childPointer(pointer, key);
      copy[key] = isConditionKey(key) ? compileCondition(child, at, report) : walk(child, at);
    }
    return copy;
  };
  const compiled = walk(value, '');
  return file === REGISTRATION_STEPS ? withDerivedSkips(compiled, report) : compiled;
}

const REGISTRATION_STEPS = 'flows/registration/steps.json';

/**
 * Each `"progress": { "skipWhenNotReachedFrom": "<step>" }` replaced by `{ "skipWhen": ... }`: the
 * step leaves the progress bar exactly when that step's `next` would not lead to it.
 */
function withDerivedSkips(flow: unknown, report: (pointer: string, message: string) => void): unknown {
  const steps = isPlainObject(flow) && Array.isArray(flow.steps) ? (flow.steps as unknown[]) : [];
  const keys = steps.map((step) => (isPlainObject(step) ? step.key : undefined));
  steps.forEach((step, s) => {
    const progress = isPlainObject(step) ? step.progress : undefined;
    if (!isPlainObject(step) || !isPlainObject(progress) || !('skipWhenNotReachedFrom' in progress)) return;
    const at = `/steps/${s}/progress/skipWhenNotReachedFrom`;
    const from = progress.skipWhenNotReachedFrom;
    const before = steps[keys.indexOf(from)];
    if (typeof from !== 'string' || !isPlainObject(before)) {
      report(
        at,
        `names no step${didYouMean(
          String(from),
          keys.filter((k) => typeof k === 'string'),
        )}`,
      );
      return;
    }
    const next = Array.isArray(before.next) ? (before.next as Json[]) : [];
    const index = next.findIndex((entry) => isPlainObject(entry) && entry.to === step.key);
    if (index === -1) {
      report(at, `names ${from}, whose next never leads to ${String(step.key)}`);
      return;
    }
    const earlier = next.slice(0, index).map((entry) => structuredClone(entry.when));
    const when = next[index]!.when;
    const notHere = when === undefined ? [] : [{ not: structuredClone(when) }];
    const skip = [...earlier, ...notHere];
    if (skip.length === 0) {
      report(at, `names ${from}, whose next always leads to ${String(step.key)}: nothing to skip`);
      return;
    }
    const { skipWhenNotReachedFrom: _marker, ...rest } = progress;
    step.progress = { ...rest, skipWhen: skip.length === 1 ? skip[0] : { anyOf: skip } };
  });
  return flow;
}
