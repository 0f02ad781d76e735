import type { JsonChange } from './json-diff';

/**
 * One borrower-visible difference, already in words: values are display strings (texts keep their
 * quotes so a trailing space or a changed quote mark shows), so both renderers print the same thing.
 */
export type Change =
  | { kind: 'changed'; label: string; before: string; after: string }
  | { kind: 'added'; label: string; value: string }
  | { kind: 'removed'; label: string; value: string }
  /** Lists whose order means nothing to a borrower (states, host prefixes). */
  | { kind: 'set'; label: string; added: string[]; removed: string[] }
  | { kind: 'reordered'; label: string; before: string[]; after: string[] }
  /** Several small differences of one group on one line, like the theme's colours. */
  | { kind: 'summary'; label: string; parts: string[] };

/** How a JSON value reads in a plan line: texts quoted, absent values as "none". */
export function show(value: unknown): string {
  if (value === undefined) return 'none';
  return JSON.stringify(value) ?? String(value);
}

export const onOff = (value: unknown): string => (value === true ? 'on' : value === false ? 'off' : 'not set');
export const yesNo = (value: unknown): string => (value === true ? 'yes' : 'no');

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** A list compared as a set; null when both sides hold the same members. */
export function setChange(label: string, before: unknown, after: unknown): Change | null {
  const was = new Set(stringList(before));
  const now = new Set(stringList(after));
  const added = [...now].filter((x) => !was.has(x)).sort();
  const removed = [...was].filter((x) => !now.has(x)).sort();
  return added.length || removed.length ? { kind: 'set', label, added, removed } : null;
}

export const PATH_SEPARATOR = ' › ';

/** A generic JSON change in words, its label being the path under `prefix`. */
export function describeJsonChange(change: JsonChange, prefix: readonly string[]): Change {
  const label = [...prefix, ...change.path].join(PATH_SEPARATOR);
  switch (change.kind) {
    case 'changed':
      return { kind: 'changed', label, before: show(change.before), after: show(change.after) };
    case 'added':
      return { kind: 'added', label, value: show(change.value) };
    case 'removed':
      return { kind: 'removed', label, value: show(change.value) };
    case 'reordered':
      return { kind: 'reordered', label: `${label} order`, before: change.before, after: change.after };
  }
}
