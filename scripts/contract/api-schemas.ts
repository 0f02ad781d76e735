import { isPlainObject, type SchemaFile } from '../lib/schema-registry';

type Json = unknown;
export type SchemaObject = Record<string, Json>;

/** Where the API schemas' $ids live: https://schemas.heloc.invalid/api/<name>.schema.json. */
const API_ID_BASE = 'https://schemas.heloc.invalid/api/';
export const SUFFIX = '.schema.json';

/** The `$id` of schemas/api/<name>.schema.json. */
export const apiSchemaId = (name: string) => `${API_ID_BASE}${name}${SUFFIX}`;

/** The API schemas by name (their path under schemas/api/ without .schema.json: `tasks/select-offer`). */
export function apiSchemasByName(files: readonly SchemaFile[]): Map<string, SchemaObject> {
  const byName = new Map<string, SchemaObject>();
  for (const file of files) {
    if (!file.schema || !file.id.startsWith(API_ID_BASE) || !file.id.endsWith(SUFFIX)) continue;
    byName.set(file.id.slice(API_ID_BASE.length, -SUFFIX.length), file.schema);
  }
  return byName;
}

/** The component a schema becomes: its name with `.` for `/` (OpenAPI component names have no slash). */
export function componentName(schemaName: string): string {
  return schemaName.split('/').join('.');
}

export function componentRef(schemaName: string, pointer = ''): { $ref: string } {
  return { $ref: `#/components/schemas/${componentName(schemaName)}${pointer}` };
}

/** The schema name a $ref names, resolved against the schema that holds it, and the pointer after `#`. */
export function resolveRef(ref: string, fromName: string): { name: string; pointer: string } {
  const url = new URL(ref, apiSchemaId(fromName));
  const target = `${url.origin}${url.pathname}`;
  if (!target.startsWith(API_ID_BASE) || !target.endsWith(SUFFIX)) {
    throw new Error(`${fromName}: $ref "${ref}" leaves schemas/api/`);
  }
  const pointer = decodeURIComponent(url.hash.slice(1));
  if (pointer !== '' && !pointer.startsWith('/')) throw new Error(`${fromName}: $ref "${ref}" is not a JSON Pointer`);
  return { name: target.slice(API_ID_BASE.length, -SUFFIX.length), pointer };
}

/** Walks a value, calling visit on every `$ref` string found in a schema position. */
function mapRefs(value: Json, visit: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, visit));
  if (!isPlainObject(value)) return value;
  const out: SchemaObject = {};
  for (const [key, child] of Object.entries(value)) {
    // Property names under `properties` are data, so only a string `$ref` is a reference.
    out[key] = key === '$ref' && typeof child === 'string' ? visit(child) : mapRefs(child, visit);
  }
  return out;
}

/**
 * The named schemas and every schema they reach through `$ref`, as OpenAPI components: `$schema`
 * and `$id` dropped (OpenAPI 3.1 reads them as JSON Schema 2020-12, and the component's place is
 * its identity), every `$ref` pointed at the component it names. Sorted by name, so the output
 * is byte-for-byte stable.
 */
export function schemaComponents(roots: Iterable<string>, schemas: ReadonlyMap<string, SchemaObject>): SchemaObject {
  const done = new Map<string, SchemaObject>();
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (done.has(name)) continue;
    const schema = schemas.get(name);
    if (!schema) throw new Error(`No schema schemas/api/${name}${SUFFIX}`);
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    const rewritten = mapRefs(rest, (ref) => {
      const target = resolveRef(ref, name);
      if (!done.has(target.name)) pending.push(target.name);
      return componentRef(target.name, target.pointer).$ref;
    }) as SchemaObject;
    done.set(name, rewritten);
  }
  const components: SchemaObject = {};
  for (const name of [...done.keys()].sort()) components[componentName(name)] = done.get(name)!;
  return components;
}
