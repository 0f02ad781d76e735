import type { ErrorObject } from 'ajv';
import { childPointer, parentPointer } from '../../src/core/json-pointer';
import { isPlainObject } from '../lib/schema-registry';
import { didYouMean } from './closest-name';
import { plural } from './diagnostic';
import type { ErrorContext } from './error-context';

// Ours, not better-ajv-errors 2.0.3: it keeps ajv's wording, gives no did-you-mean or pointer for an unknown key, and three lines per oneOf.
/** An ajv error rewritten for people who edit JSON, not schemas. */
export interface PlainError {
  pointer: string;
  /** 'key' for unknown properties: the name is the mistake, not the value. */
  at: 'value' | 'key';
  message: string;
}

/**
 * ajv reports every failed keyword, including wrappers (`if`, `anyOf`, `propertyNames`) around
 * the real problem; keep one line per real problem.
 */
export function describeErrors(errors: readonly ErrorObject[], context: ErrorContext): PlainError[] {
  const dropped = new Set<ErrorObject>();
  const branchErrors = new Map<ErrorObject, ErrorObject[]>();
  errors.forEach((error, index) => {
    if (error.keyword === 'if') dropped.add(error);
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const nested = precedingBranchErrors(errors, index);
      nested.forEach((n) => dropped.add(n));
      branchErrors.set(error, nested);
    }
    if (error.keyword === 'propertyNames') {
      const name = (error.params as { propertyName?: string }).propertyName;
      const inner = errors.some((e) => e !== error && e.propertyName === name && e.instancePath === error.instancePath);
      if (inner) dropped.add(error);
    }
  });
  return errors.filter((e) => !dropped.has(e)).map((e) => describeError(e, context, branchErrors.get(e) ?? []));
}

/** ajv pushes a failed anyOf/oneOf's branch errors right before it, at or below its location. */
function precedingBranchErrors(errors: readonly ErrorObject[], index: number): ErrorObject[] {
  const owner = errors[index]!;
  const siblingPrefix = `${parentPointer(owner.schemaPath)}/`;
  const nested: ErrorObject[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const e = errors[i]!;
    const inside = e.instancePath === owner.instancePath || e.instancePath.startsWith(`${owner.instancePath}/`);
    const fromBranch = e.schemaPath.startsWith(`${owner.schemaPath}/`) || !e.schemaPath.startsWith(siblingPrefix);
    if (!inside || !fromBranch) break;
    nested.push(e);
  }
  return nested;
}

function describeError(e: ErrorObject, context: ErrorContext, branches: ErrorObject[]): PlainError {
  const at = e.instancePath;
  const p = e.params as Record<string, unknown>;
  const data = context.valueAt(at);
  const value = (message: string): PlainError => ({ pointer: at, at: 'value', message });
  // Which side of a limit the value must stay on (minLength, maxItems, minimum...).
  const bound = e.keyword.startsWith('min') ? 'at least' : 'at most';
  switch (e.keyword) {
    case 'required':
      return value(`is missing the required property "${String(p.missingProperty)}"`);
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(p.additionalProperty ?? p.unevaluatedProperty);
      return {
        pointer: childPointer(at, name),
        at: 'key',
        message: unknownProperty(name, data, context.propertiesAt(at)),
      };
    }
    case 'type':
      return value(`must be ${typeWords(p.type)}, but is ${describeActual(data)}`);
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const names = allowed.filter((a): a is string => typeof a === 'string');
      const guess = typeof data === 'string' ? didYouMean(data, names) : '';
      return value(`must be one of ${allowed.map(show).join(', ')}, but is ${show(data)}${guess}`);
    }
    case 'const':
      return value(`must be ${show(p.allowedValue)}, but is ${show(data)}`);
    case 'pattern':
      return describePattern(e, data, context);
    case 'format':
      return value(`${show(data)} is not a valid ${String(p.format)}`);
    case 'minLength':
    case 'maxLength': {
      const length = typeof data === 'string' ? [...data].length : 0;
      return value(`must be ${bound} ${plural(Number(p.limit), 'character')} long, but is ${length}`);
    }
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(data) ? data.length : 0;
      return value(`must have ${bound} ${plural(Number(p.limit), 'item')}, but has ${count}`);
    }
    case 'minProperties':
    case 'maxProperties':
      return value(`must have ${bound} ${plural(Number(p.limit), 'property')}`.replace(/propertys$/, 'properties'));
    case 'uniqueItems': {
      const later = Math.max(Number(p.i), Number(p.j));
      const repeated = Array.isArray(data) ? data[later] : undefined;
      return {
        pointer: childPointer(at, later),
        at: 'value',
        message: `repeats ${show(repeated)}, which is already in this list`,
      };
    }
    case 'minimum':
    case 'maximum':
      return value(`must be ${bound} ${String(p.limit)}, but is ${show(data)}`);
    case 'exclusiveMinimum':
      return value(`must be more than ${String(p.limit)}, but is ${show(data)}`);
    case 'exclusiveMaximum':
      return value(`must be less than ${String(p.limit)}, but is ${show(data)}`);
    case 'multipleOf':
      return value(`must be a multiple of ${String(p.multipleOf)}, but is ${show(data)}`);
    case 'dependentRequired':
      return value(`has "${String(p.property)}", so it also needs "${String(p.missingProperty)}"`);
    case 'contains':
    case 'minContains':
      return value(`must contain at least ${plural(Number(p.minContains ?? 1), 'item')} of the expected kind`);
    case 'anyOf':
    case 'oneOf':
      return value(describeChoice(e, data, branches, context));
    case 'not':
    case 'false schema':
      return value('is not allowed here');
    case 'errorMessage':
      return value(e.message ?? 'is not valid');
    default:
      return value(e.message ?? `fails the "${e.keyword}" rule`);
  }
}

function unknownProperty(name: string, data: unknown, allowed: string[]): string {
  // Prefer names the object does not have yet: the typo usually stands in for a missing one.
  const present = isPlainObject(data) ? new Set(Object.keys(data)) : new Set<string>();
  // A name allowed in another branch (another widget's options) is no typo of itself.
  const others = allowed.filter((a) => a !== name);
  const missing = others.filter((a) => !present.has(a));
  const guess = didYouMean(name, missing) || didYouMean(name, others);
  return `has a property "${name}" that is not allowed here${guess}`;
}

function describePattern(e: ErrorObject, data: unknown, context: ErrorContext): PlainError {
  const expected = (text: string | undefined) =>
    text ? `(${text})` : `(${String((e.params as { pattern?: string }).pattern)})`;
  if (e.propertyName !== undefined) {
    const message = `has a property name "${e.propertyName}" that does not match the expected format ${expected(context.hint(e.instancePath, 'here'))}`;
    return { pointer: childPointer(e.instancePath, e.propertyName), at: 'key', message };
  }
  const message = `${show(data)} does not match the expected format ${expected(context.hint(e.instancePath, 'format'))}`;
  return { pointer: e.instancePath, at: 'value', message };
}

function describeChoice(e: ErrorObject, data: unknown, branches: ErrorObject[], context: ErrorContext): string {
  if (e.keyword === 'oneOf' && Array.isArray((e.params as { passingSchemas?: unknown }).passingSchemas)) {
    return 'matches more than one of the allowed forms, so it is ambiguous';
  }
  const typeOnly =
    branches.length > 0 && branches.every((b) => b.keyword === 'type' && b.instancePath === e.instancePath);
  if (typeOnly) {
    const words = [...new Set(branches.reverse().map((b) => typeWords((b.params as { type: unknown }).type)))];
    return `must be ${words.join(' or ')}, but is ${describeActual(data)}`;
  }
  const description = context.hint(e.instancePath, 'here');
  return `does not match any of the allowed forms${description ? ` (${description})` : ''}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function typeWords(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

function describeActual(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'a list';
  if (typeof data === 'boolean') return String(data);
  if (typeof data === 'number') return Number.isInteger(data) ? 'a number' : `${data}`;
  if (typeof data === 'string') return 'a string';
  return 'an object';
}

/** A value as it would be written in the file, shortened so one problem stays on one line. */
export function show(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (isPlainObject(value)) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}..."` : text;
}
