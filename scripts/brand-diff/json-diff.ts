/**
 * A semantic diff of two JSON values, computed by jsondiffpatch and read back as changes a
 * reviewer can follow: key order and formatting never matter, arrays of objects that carry an
 * identifying key are matched by that key (so a reorder reads as a reorder, not as every entry
 * changing), and other arrays are aligned by a longest common subsequence.
 */
import { create, type ArrayDelta, type Delta, type ObjectDelta } from 'jsondiffpatch';
import { isPlainObject } from '../lib/schema-registry';

/** One step into a value: an object key, a keyed item's id, or `#n` (1-based) for a list position. */
export type JsonPath = readonly string[];

export type JsonChange =
  | { kind: 'changed'; path: JsonPath; before: unknown; after: unknown }
  | { kind: 'added'; path: JsonPath; value: unknown }
  | { kind: 'removed'; path: JsonPath; value: unknown }
  | { kind: 'reordered'; path: JsonPath; before: string[]; after: string[] };

/** Keys that name an entry in the flow files, in order of preference. */
export const ID_KEYS = ['path', 'key', 'id', 'from', 'status'] as const;

/** Unnamed objects match by content, whatever their key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

const differ = create({
  objectHash: (item) => {
    const record = item as Record<string, unknown>;
    const key = ID_KEYS.find((k) => typeof record[k] === 'string' || typeof record[k] === 'number');
    return key ? `${key}=${String(record[key])}` : canonical(item);
  },
  arrays: { detectMove: true },
});

export function jsonEqual(a: unknown, b: unknown): boolean {
  return differ.diff(a, b) === undefined;
}

export function diffJson(before: unknown, after: unknown, path: JsonPath = []): JsonChange[] {
  return fromDelta(differ.diff(before, after), before, after, path);
}

/** The leaves of a value that appeared or disappeared, so every new text is listed word for word. */
export function leaves(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  if (Array.isArray(value) && value.length > 0) {
    const idKey = identityKey(value, value);
    // Named entries by their id (identityKey found one on every item), the rest by position.
    const segment = (item: unknown, i: number) =>
      idKey ? String((item as Record<string, unknown>)[idKey]) : `#${i + 1}`;
    return value.flatMap((item, i) => leaves(item, [...path, segment(item, i)]));
  }
  return [{ path, value }];
}

/**
 * The first of ID_KEYS that every item on both sides has, as a string or number, with no
 * duplicates on either side; undefined when the list is not a list of named entries.
 */
export function identityKey(before: readonly unknown[], after: readonly unknown[]): string | undefined {
  const items = [...before, ...after];
  if (items.length === 0 || !items.every(isPlainObject)) return undefined;
  return ID_KEYS.find((key) => {
    const named = (list: readonly unknown[]) => {
      const ids = list.map((item) => (item as Record<string, unknown>)[key]);
      return ids.every((id) => typeof id === 'string' || typeof id === 'number') && new Set(ids).size === ids.length;
    };
    return named(before) && named(after);
  });
}

function fromDelta(delta: Delta, before: unknown, after: unknown, path: JsonPath): JsonChange[] {
  if (delta === undefined) return [];
  if (Array.isArray(delta)) return [{ kind: 'changed', path, before, after }];
  if (Array.isArray(before) && Array.isArray(after)) return fromArrayDelta(delta as ArrayDelta, before, after, path);
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key) => {
    const at = [...path, key];
    if (!Object.hasOwn(now, key)) return gone(was[key], at);
    if (!Object.hasOwn(was, key)) return came(now[key], at);
    return fromDelta((delta as ObjectDelta)[key], was[key], now[key], at);
  });
}

/** jsondiffpatch's array delta: `_i` removed or moved from i (`[v, j, 3]`), `j` added (`[v]`) or changed. */
function fromArrayDelta(delta: ArrayDelta, before: unknown[], after: unknown[], path: JsonPath): JsonChange[] {
  const removed = new Set<number>();
  const added = new Set<number>();
  const moves = new Map<number, number>();
  for (const [key, entry] of Object.entries(delta) as [string, unknown[]][]) {
    if (key === '_t') continue;
    if (!key.startsWith('_')) {
      if (entry.length === 1) added.add(Number(key));
    } else if (entry[2] === 3) moves.set(Number(key.slice(1)), entry[1] as number);
    else removed.add(Number(key.slice(1)));
  }
  const child = (j: number) => (delta as Record<number, Delta>)[j];
  const idKey = identityKey(before, after);
  if (idKey) {
    const id = (item: unknown) => String((item as Record<string, unknown>)[idKey]);
    const beforeById = new Map(before.map((item) => [id(item), item]));
    const changes = [...removed].sort((a, b) => a - b).flatMap((i) => gone(before[i], [...path, id(before[i])]));
    after.forEach((item, j) => {
      const at = [...path, id(item)];
      changes.push(...(added.has(j) ? came(item, at) : fromDelta(child(j), beforeById.get(id(item)), item, at)));
    });
    if (moves.size > 0) changes.push({ kind: 'reordered', path, before: before.map(id), after: after.map(id) });
    return changes;
  }
  // Unnamed lists (paragraphs, strings): a move is a removal and an addition, and a removal
  // next to an insertion is an edit.
  for (const [i, j] of moves) {
    removed.add(i);
    added.add(j);
  }
  const changes: JsonChange[] = [];
  let gap = { removed: [] as number[], added: [] as number[] };
  const flush = () => {
    const paired = Math.min(gap.removed.length, gap.added.length);
    for (let k = 0; k < paired; k++)
      changes.push(...diffJson(before[gap.removed[k]!], after[gap.added[k]!], [...path, `#${gap.added[k]! + 1}`]));
    for (const i of gap.removed.slice(paired)) changes.push(...gone(before[i], [...path, `#${i + 1}`]));
    for (const j of gap.added.slice(paired)) changes.push(...came(after[j], [...path, `#${j + 1}`]));
    gap = { removed: [], added: [] };
  };
  for (let i = 0, j = 0; i < before.length || j < after.length;) {
    if (i < before.length && removed.has(i)) gap.removed.push(i++);
    else if (j < after.length && added.has(j)) gap.added.push(j++);
    else {
      flush();
      changes.push(...fromDelta(child(j), before[i], after[j], [...path, `#${j + 1}`]));
      i++;
      j++;
    }
  }
  flush();
  return changes;
}

function gone(value: unknown, path: JsonPath): JsonChange[] {
  return leaves(value, path).map((leaf) => ({ kind: 'removed', ...leaf }));
}

function came(value: unknown, path: JsonPath): JsonChange[] {
  return leaves(value, path).map((leaf) => ({ kind: 'added', ...leaf }));
}
