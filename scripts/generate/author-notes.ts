import { valueAt } from '../../src/core/json-pointer';
import { isPlainObject } from '../lib/schema-registry';

type Schema = Record<string, unknown>;

/** Finds the schema a `$ref` names, from the schema (by `$id`) it is written in. */
export type RefResolver = (ref: string, baseId: string) => { schema: Schema; baseId: string } | undefined;

interface Scoped {
  schema: Schema;
  baseId: string;
}

/**
 * A copy of a flow file's value without the notes its schema marks `writeOnly` (written by the
 * flow's authors, never read by the app: "For people editing the flow... Never shown."). They are
 * documentation, and in the browser's bundle only bytes every borrower downloads. The schema is
 * walked beside the value, through `$ref`, `allOf`/`anyOf`/`oneOf`, `properties`,
 * `additionalProperties` and `items`: a key any applicable subschema marks writeOnly is left out.
 * The generated types still declare such keys (json-schema-to-typescript has no writeOnly), so
 * the app must never read one: they are for reviewers and `npm run validate` (which reads flows/).
 */
export function withoutAuthorNotes(value: unknown, root: Scoped, resolve: RefResolver): unknown {
  return strip(value, expand([root], resolve), resolve);
}

function strip(value: unknown, schemas: readonly Scoped[], resolve: RefResolver): unknown {
  if (Array.isArray(value)) {
    const items = schemas.flatMap((s) => (isPlainObject(s.schema.items) ? [scoped(s.schema.items, s)] : []));
    return value.map((item) => strip(item, expand(items, resolve), resolve));
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchemas = expand(
      schemas.flatMap((s) => childSchema(s, key)),
      resolve,
    );
    if (childSchemas.some((s) => s.schema.writeOnly === true)) continue;
    copy[key] = strip(child, childSchemas, resolve);
  }
  return copy;
}

function childSchema(s: Scoped, key: string): Scoped[] {
  const properties = s.schema.properties;
  if (isPlainObject(properties) && Object.hasOwn(properties, key)) {
    const own = properties[key];
    return isPlainObject(own) ? [scoped(own, s)] : [];
  }
  return isPlainObject(s.schema.additionalProperties) ? [scoped(s.schema.additionalProperties, s)] : [];
}

/** The schemas and every subschema that applies with them: `$ref` targets and the branches of allOf/anyOf/oneOf. */
function expand(schemas: readonly Scoped[], resolve: RefResolver): Scoped[] {
  const out: Scoped[] = [];
  const seen = new Set<Schema>();
  const visit = (s: Scoped) => {
    if (seen.has(s.schema)) return;
    seen.add(s.schema);
    out.push(s);
    if (typeof s.schema.$ref === 'string') {
      const target = resolve(s.schema.$ref, s.baseId);
      if (!target) throw new Error(`author notes: cannot resolve $ref "${s.schema.$ref}" from ${s.baseId}`);
      visit(target);
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = s.schema[keyword];
      if (Array.isArray(branches)) for (const b of branches) if (isPlainObject(b)) visit(scoped(b, s));
    }
  };
  schemas.forEach(visit);
  return out;
}

const scoped = (schema: Schema, parent: Scoped): Scoped => ({
  schema,
  baseId: typeof schema.$id === 'string' ? new URL(schema.$id, parent.baseId).href : parent.baseId,
});

/** A resolver over schemas by `$id`: "<file>#/json/pointer" or "#/json/pointer" against the base. */
export function refResolver(schemasById: ReadonlyMap<string, Schema>): RefResolver {
  return (ref, baseId) => {
    const url = new URL(ref, baseId);
    const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const node = valueAt(schemasById.get(url.href), pointer);
    return isPlainObject(node) ? { schema: node, baseId: url.href } : undefined;
  };
}
