import type Ajv2020 from 'ajv/dist/2020.js';
import { isPlainObject } from '../lib/schema-registry';
import { pointerSegments, valueAt } from '../../src/core/json-pointer';

type Schema = Record<string, unknown>;
interface Located {
  schema: Schema;
  /** Root and id of the document the schema sits in, to resolve its own $refs. */
  root: Schema;
  rootId: string;
}

/** What error messages need beyond ajv's error objects, which come without data or schemas. */
export interface ErrorContext {
  /** The value at an instance pointer. */
  valueAt(pointer: string): unknown;
  /** Property names the schema defines for the object at an instance pointer. */
  propertiesAt(pointer: string): string[];
  /** A description explaining the expected format ('format'), or describing the location ('here'). */
  hint(pointer: string, kind: 'format' | 'here'): string | undefined;
}

export function createErrorContext(ajv: Ajv2020, root: Schema, rootId: string, data: unknown): ErrorContext {
  const levelsAt = (pointer: string) => schemasAlongPath(ajv, root, rootId, pointerSegments(pointer));
  const descriptions = (level: Located[] = []) =>
    level.map((l) => l.schema.description).filter((d): d is string => typeof d === 'string');
  return {
    valueAt: (pointer) => valueAt(data, pointer),
    propertiesAt(pointer) {
      const here = levelsAt(pointer).at(-1) ?? [];
      return [
        ...new Set(here.flatMap((l) => (isPlainObject(l.schema.properties) ? Object.keys(l.schema.properties) : []))),
      ];
    },
    hint(pointer, kind) {
      const levels = levelsAt(pointer);
      // 'here': the description at exactly this location (nearest first), for messages about a whole value.
      if (kind === 'here') return descriptions(levels.at(-1))[0];
      // 'format': the description that best explains what a value should look like. Descriptions at
      // the value's own location come first, then its parent's; one that shows an example ("#rrggbb",
      // "(555) 555-0100", "for example ...") beats a bare label like "Page background.", because a
      // label does not tell staff what to type. Without an example, the nearest description wins.
      const nearest = [...descriptions(levels.at(-1)).reverse(), ...descriptions(levels.at(-2)).reverse()].filter(
        (d) => d.trim() !== '',
      );
      return nearest.find((d) => /[#@\d]|for example|e\.g\./i.test(d)) ?? nearest[0];
    },
  };
}

/** For each depth of the instance path, the schemas that apply there ($refs and allOf expanded). */
function schemasAlongPath(ajv: Ajv2020, root: Schema, rootId: string, segments: string[]): Located[][] {
  let level = expand(ajv, [{ schema: root, root, rootId }]);
  const levels = [level];
  for (const segment of segments) {
    const next: Located[] = [];
    for (const at of level) next.push(...children(at, segment));
    level = expand(ajv, next);
    levels.push(level);
  }
  return levels;
}

function children(at: Located, segment: string): Located[] {
  const s = at.schema;
  const found: Schema[] = [];
  const properties = isPlainObject(s.properties) ? s.properties : {};
  const own = properties[segment];
  if (isPlainObject(own)) found.push(own);
  let matchedPattern = false;
  if (isPlainObject(s.patternProperties)) {
    for (const [pattern, sub] of Object.entries(s.patternProperties)) {
      if (isPlainObject(sub) && new RegExp(pattern, 'u').test(segment)) {
        found.push(sub);
        matchedPattern = true;
      }
    }
  }
  if (!own && !matchedPattern && isPlainObject(s.additionalProperties)) found.push(s.additionalProperties);
  if (/^\d+$/.test(segment)) {
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
    const index = Number(segment);
    if (index < prefix.length && isPlainObject(prefix[index])) found.push(prefix[index]);
    else if (isPlainObject(s.items)) found.push(s.items);
  }
  return found.map((schema) => ({ ...at, schema }));
}

/** Adds what a schema pulls in at the same location: its $ref target, allOf parts, and branches. */
function expand(ajv: Ajv2020, start: Located[]): Located[] {
  const out: Located[] = [];
  const queue = [...start];
  while (queue.length > 0 && out.length < 50) {
    const at = queue.shift()!;
    if (out.some((o) => o.schema === at.schema)) continue;
    out.push(at);
    if (typeof at.schema.$ref === 'string') {
      const target = resolveRef(ajv, at, at.schema.$ref);
      if (target) queue.push(target);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = at.schema[key];
      if (Array.isArray(list)) for (const sub of list) if (isPlainObject(sub)) queue.push({ ...at, schema: sub });
    }
    for (const key of ['then', 'else'] as const) {
      const sub = at.schema[key];
      if (isPlainObject(sub)) queue.push({ ...at, schema: sub });
    }
  }
  return out;
}

function resolveRef(ajv: Ajv2020, at: Located, ref: string): Located | undefined {
  let url: URL;
  try {
    url = new URL(ref, at.rootId);
  } catch {
    return undefined;
  }
  const hash = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  const docId = url.href;
  const docRoot = docId === at.rootId ? at.root : ajv.getSchema(docId)?.schema;
  if (!isPlainObject(docRoot)) return undefined;
  let schema: unknown = docRoot;
  for (const segment of pointerSegments(hash)) {
    schema = isPlainObject(schema) ? schema[segment] : Array.isArray(schema) ? schema[Number(segment)] : undefined;
  }
  return isPlainObject(schema) ? { schema, root: docRoot, rootId: docId } : undefined;
}
