import type { ContractSchemas, Schema } from './contract-schemas';

/** The three ways the kit breaks a valid request, one row each. */
export type BadKind = 'missing required' | 'wrong type' | 'outside enum';

export interface BadVariant {
  kind: BadKind;
  /** The property changed, as a JSON Pointer into the body or query. */
  pointer: string;
  value: Record<string, unknown>;
}

/** Values of every JSON type; a wrong-typed one is the first the property's schema does not allow. */
const WRONG_TYPES: [string, unknown][] = [
  ['integer', 12345],
  ['string', 'not-a-valid-value'],
  ['boolean', true],
  ['object', { kit: true }],
  ['array', ['kit']],
];

const OUTSIDE_ENUM = 'NOT_IN_THE_ENUM';

function typesOf(schema: Schema): string[] | undefined {
  if ('const' in schema) return [schema.const === null ? 'null' : typeof schema.const];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  return undefined;
}

function wrongValue(types: string[]): unknown {
  const allowed = new Set(types.flatMap((t) => (t === 'number' ? ['number', 'integer'] : [t])));
  return WRONG_TYPES.find(([type]) => !allowed.has(type) && !(type === 'integer' && allowed.has('number')))?.[1];
}

/**
 * The bad variants of a valid request (a JSON body, or a query when the call has no body),
 * made from its schema's top-level properties: one required property dropped, one property of
 * a known type given another type, one enum property given a value outside it. Each kind whose
 * variant is still valid against the schema (a oneOf, a property that takes anything) is left
 * out, so every variant is one the contract itself says is wrong.
 */
export function badRequests(
  schemas: ContractSchemas,
  schema: Schema,
  valid: Record<string, unknown>,
  kinds: readonly BadKind[] = ['missing required', 'wrong type', 'outside enum'],
): BadVariant[] {
  const root = schemas.resolve(schema);
  const props = (root.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(root.required) ? (root.required as string[]) : [];
  const candidates: BadVariant[] = [];
  const withValue = (name: string, value: unknown) => ({ ...valid, [name]: value });

  const dropped = required.find((name) => name in valid);
  if (dropped) {
    const { [dropped]: _gone, ...rest } = valid;
    candidates.push({ kind: 'missing required', pointer: `/${dropped}`, value: rest });
  }
  const resolved = Object.keys(props)
    .filter((name) => name in valid)
    .map((name) => ({ name, prop: schemas.resolve(props[name]!) }));
  for (const { name, prop } of resolved) {
    const types = typesOf(prop);
    const wrong = types && wrongValue(types);
    if (wrong === undefined) continue;
    candidates.push({ kind: 'wrong type', pointer: `/${name}`, value: withValue(name, wrong) });
    break;
  }
  const enumProp = resolved.find(
    ({ prop }) => Array.isArray(prop.enum) && prop.enum.every((v) => typeof v === 'string'),
  );
  if (enumProp)
    candidates.push({
      kind: 'outside enum',
      pointer: `/${enumProp.name}`,
      value: withValue(enumProp.name, OUTSIDE_ENUM),
    });
  return candidates.filter((bad) => kinds.includes(bad.kind) && schemas.problems(schema, bad.value).length > 0);
}
