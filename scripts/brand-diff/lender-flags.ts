import { FEATURE_FLAGS_FILE } from '../generate/emit-flag-keys';
import { isPlainObject } from '../lib/schema-registry';
import { onOff, type Change } from './change';
import type { Snapshot } from './snapshot';

export interface FlagInfo {
  default: boolean | undefined;
  /** The first sentence of the flag's description: what it does, in words a reviewer knows. */
  purpose: string;
}

/** The flag list of one side: key -> default and purpose. */
export function flagList(snapshot: Snapshot): Map<string, FlagInfo> {
  const file = snapshot.flows.get(FEATURE_FLAGS_FILE);
  const flags = isPlainObject(file) && Array.isArray(file.flags) ? file.flags : [];
  const list = new Map<string, FlagInfo>();
  for (const flag of flags) {
    if (!isPlainObject(flag) || typeof flag.key !== 'string') continue;
    const description = typeof flag.description === 'string' ? flag.description : '';
    const purpose = /^[^.]*/.exec(description)?.[0]?.trim() ?? '';
    list.set(flag.key, { default: typeof flag.default === 'boolean' ? flag.default : undefined, purpose });
  }
  return list;
}

/**
 * A brand's flags compared by the value its borrowers get (its own setting, else the list's
 * default): dropping `"fe-webchat": true` while the default is on changes nothing. A change of a
 * default alone is reported once with the flag list, not once per brand.
 */
export function flagChanges(
  before: unknown,
  after: unknown,
  lists: { before: Map<string, FlagInfo>; after: Map<string, FlagInfo> },
): Change[] {
  const was = isPlainObject(before) ? before : {};
  const now = isPlainObject(after) ? after : {};
  const changes: Change[] = [];
  for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
    if (was[key] === now[key]) continue;
    const fromBefore = effective(was[key], lists.before.get(key));
    const fromAfter = effective(now[key], lists.after.get(key));
    if (fromBefore.value === fromAfter.value) continue;
    const purpose = (lists.after.get(key) ?? lists.before.get(key))?.purpose;
    changes.push({
      kind: 'changed',
      label: `Feature flag ${key}${purpose ? ` (${purpose})` : ''}`,
      before: fromBefore.words,
      after: fromAfter.words,
    });
  }
  return changes;
}

function effective(own: unknown, info: FlagInfo | undefined): { value: unknown; words: string } {
  if (typeof own === 'boolean') return { value: own, words: onOff(own) };
  const fallback = info?.default;
  return { value: fallback, words: fallback === undefined ? 'not set' : `${onOff(fallback)} (the default)` };
}
