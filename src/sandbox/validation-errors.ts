import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FieldError } from './http-error';

const COMBINATORS = new Set(['oneOf', 'anyOf']);

function article(type: string): string {
  if (type === 'null') return 'null';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

// Turns ajv's developer wording into the short phrase after a field name ("is required").
function phrase(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'propertyNames':
      return 'is not an allowed name';
    case 'type':
      return `must be ${String(p.type).split(',').map(article).join(' or ')}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${plural(Number(p.limit), 'character')}`;
    case 'maxLength':
      return `must be at most ${plural(Number(p.limit), 'character')}`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'minItems':
      return `must have at least ${plural(Number(p.limit), 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(Number(p.limit), 'item')}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'oneOf':
    case 'anyOf':
      return 'is not one of the allowed shapes';
    default:
      return error.message ?? 'is not valid';
  }
}

function pointerOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${error.instancePath}/${escapePointer(String(p.missingProperty))}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${escapePointer(String(p.additionalProperty))}`;
  }
  if (error.keyword === 'propertyNames') return `${error.instancePath}/${escapePointer(String(p.propertyName))}`;
  return error.instancePath;
}

/**
 * One entry per distinct problem. Errors from inside a oneOf/anyOf branch are dropped in
 * favour of the combinator's own error: "must be a string" from a branch that was never
 * meant to match would only mislead.
 */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const combinatorPaths = errors.filter((e) => COMBINATORS.has(e.keyword)).map((e) => e.instancePath);
  const inBranch = (e: ErrorObject): boolean =>
    !COMBINATORS.has(e.keyword) &&
    combinatorPaths.some((path) => e.instancePath === path || e.instancePath.startsWith(`${path}/`));
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    // propertyNames reports the failing name's own error too; the propertyNames entry says it.
    if (inBranch(error) || (error as { propertyName?: string }).propertyName !== undefined) continue;
    // An if/then failure is also reported as the failing "then" keyword itself; that one says it.
    if (error.keyword === 'if') continue;
    const entry = { pointer: pointerOf(error), message: phrase(error) };
    const id = `${entry.pointer} ${entry.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      result.push(entry);
    }
  }
  return result;
}

/** "/optimizeUser/trackerId" -> "optimizeUser.trackerId"; "/0/apps" -> "[0].apps". */
export function fieldName(pointer: string, rootName: string): string {
  if (pointer === '') return rootName;
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment, index) => {
      // A top-level array index reads as "Request body[0]", a nested one as "apps[0]".
      if (/^\d+$/.test(segment)) return `${index === 0 ? rootName : name}[${segment}]`;
      return name ? `${name}.${segment}` : segment;
    }, '');
}

/** The plain-words message of a 400: every field problem, each naming its field. */
export function describeFieldErrors(errors: readonly FieldError[], rootName: string): string {
  return errors.map((e) => `${fieldName(e.pointer, rootName)} ${e.message}`).join('; ');
}
