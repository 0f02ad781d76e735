/**
 * A semantic diff of two JSON values: key order and formatting never matter, arrays of objects
 * that carry an identifying key are matched by that key (so a reorder reads as a reorder, not as
 * every entry changing), and other arrays are aligned by a longest common subsequence.
 */

/** One step into a value: an object key, a keyed item's id, or `#n` (1-based) for a list position. */
export type JsonPath = readonly string[];

export type JsonChange =
  | { kind: 'changed'; path: JsonPath; before: unknown; after: unknown }
  | { kind: 'added'; path: JsonPath; value: unknown }
  | { kind: 'removed'; path: JsonPath; value: unknown }
  | { kind: 'reordered'; path: JsonPath; before: string[]; after: string[] };

/** Keys that name an entry in the flow files, in order of preference. */
export const ID_KEYS = ['path', 'key', 'id', 'from', 'status'] as const;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

export function diffJson(before: unknown, after: unknown, path: JsonPath = []): JsonChange[] {
  if (jsonEqual(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) return diffObjects(before, after, path);
  if (Array.isArray(before) && Array.isArray(after)) {
    const idKey = identityKey(before, after);
    return idKey ? diffKeyedArrays(before, after, idKey, path) : diffLists(before, after, path);
  }
  return [{ kind: 'changed', path, before, after }];
}

/** The leaves of a value that appeared or disappeared, so every new text is listed word for word. */
export function leaves(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  if (Array.isArray(value) && value.length > 0) {
    const idKey = identityKey(value, value);
    return value.flatMap((item, i) => leaves(item, [...path, itemSegment(item, i, idKey)]));
  }
  return [{ path, value }];
}

function diffObjects(before: Record<string, unknown>, after: Record<string, unknown>, path: JsonPath): JsonChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const at = [...path, key];
    if (!Object.hasOwn(after, key)) return gone(before[key], at);
    if (!Object.hasOwn(before, key)) return came(after[key], at);
    return diffJson(before[key], after[key], at);
  });
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

function diffKeyedArrays(before: unknown[], after: unknown[], idKey: string, path: JsonPath): JsonChange[] {
  const id = (item: unknown) => String((item as Record<string, unknown>)[idKey]);
  const beforeById = new Map(before.map((item) => [id(item), item]));
  const afterIds = new Set(after.map(id));
  const changes: JsonChange[] = [];
  for (const item of before) if (!afterIds.has(id(item))) changes.push(...gone(item, [...path, id(item)]));
  for (const item of after) {
    const old = beforeById.get(id(item));
    if (old === undefined) changes.push(...came(item, [...path, id(item)]));
    else changes.push(...diffJson(old, item, [...path, id(item)]));
  }
  const kept = (list: unknown[], other: Set<string>) => list.map(id).filter((x) => other.has(x));
  const keptBefore = kept(before, afterIds);
  const keptAfter = kept(after, new Set(beforeById.keys()));
  if (!jsonEqual(keptBefore, keptAfter)) {
    changes.push({ kind: 'reordered', path, before: before.map(id), after: after.map(id) });
  }
  return changes;
}

/** Unnamed lists (paragraphs, strings): align by LCS; a removal next to an insertion is an edit. */
function diffLists(before: unknown[], after: unknown[], path: JsonPath): JsonChange[] {
  const changes: JsonChange[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k++)
      changes.push(...diffJson(before[removed[k]!], after[added[k]!], [...path, `#${added[k]! + 1}`]));
    for (const i of removed.slice(paired)) changes.push(...gone(before[i], [...path, `#${i + 1}`]));
    for (const j of added.slice(paired)) changes.push(...came(after[j], [...path, `#${j + 1}`]));
    removed = [];
    added = [];
  };
  for (const step of lcsSteps(before, after)) {
    if (step.op === 'keep') flush();
    else if (step.op === 'remove') removed.push(step.index);
    else added.push(step.index);
  }
  flush();
  return changes;
}

type Step = { op: 'keep' | 'remove' | 'add'; index: number };

function lcsSteps(a: unknown[], b: unknown[]): Step[] {
  // Lists in flow files are short (tens of items), so the quadratic table is cheap.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = jsonEqual(a[i], b[j]) ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && jsonEqual(a[i], b[j])) {
      steps.push({ op: 'keep', index: j });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      steps.push({ op: 'add', index: j++ });
    } else {
      steps.push({ op: 'remove', index: i++ });
    }
  }
  return steps;
}

function itemSegment(item: unknown, index: number, idKey: string | undefined): string {
  return idKey && isPlainObject(item) ? String(item[idKey]) : `#${index + 1}`;
}

function gone(value: unknown, path: JsonPath): JsonChange[] {
  return leaves(value, path).map((leaf) => ({ kind: 'removed', path: leaf.path, value: leaf.value }));
}

function came(value: unknown, path: JsonPath): JsonChange[] {
  return leaves(value, path).map((leaf) => ({ kind: 'added', path: leaf.path, value: leaf.value }));
}
