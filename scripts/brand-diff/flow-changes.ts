import { isPlainObject } from '../lib/schema-registry';
import { describeJsonChange, type Change } from './change';
import { diffJson, type JsonChange } from './json-diff';
import { FEATURE_FLAGS_FILE } from '../generate/emit-flag-keys';
import type { Snapshot } from './snapshot';

export interface FlowFileChange {
  /** Repo-relative path, such as flows/shell/copy.json. */
  file: string;
  /** What the file is, in words ("Shell copy"), taken from the schema it names. */
  label: string;
  status: 'added' | 'removed' | 'changed';
  changes: Change[];
  /** Flow files are shared: 'all', unless every change sits under an entry keyed by org code. */
  affects: 'all' | string[];
  /** With a list in `affects`: the other lenders, so a long list can read "all but ...". */
  unaffected: string[];
}

/**
 * Every flow file compared generically, so files added later (registration steps, status routes)
 * need no code here: entries keyed by path, key, id, from or status are matched by that key.
 */
export function computeFlowChanges(before: Snapshot, after: Snapshot): FlowFileChange[] {
  const files = [...new Set([...before.flows.keys(), ...after.flows.keys()])].sort();
  const orgCodes = new Set([...before.brands.keys(), ...after.brands.keys()]);
  const result: FlowFileChange[] = [];
  for (const file of files) {
    const was = before.flows.get(file);
    const now = after.flows.get(file);
    const raw = diffJson(withoutSchema(was), withoutSchema(now));
    if (raw.length === 0 && before.flows.has(file) === after.flows.has(file)) continue;
    const label = fileLabel(file, now ?? was);
    const status = !before.flows.has(file) ? 'added' : !after.flows.has(file) ? 'removed' : 'changed';
    const affects = affectedLenders(file, raw, orgCodes, after);
    const unaffected = affects === 'all' ? [] : [...after.brands.keys()].filter((o) => !affects.includes(o)).sort();
    result.push({ file, label, status, changes: raw.map((c) => describeJsonChange(c, [label])), affects, unaffected });
  }
  return result;
}

/** `$schema` only points editors at a schema; a missing file compares as an empty one. */
function withoutSchema(value: unknown): unknown {
  if (value === undefined) return {};
  if (!isPlainObject(value)) return value;
  const { $schema: _schema, ...rest } = value;
  return rest;
}

/** "../../schemas/flows/shell-copy.schema.json" -> "Shell copy"; the file name when no schema is named. */
export function fileLabel(file: string, value: unknown): string {
  const schema = isPlainObject(value) && typeof value.$schema === 'string' ? value.$schema : '';
  const name = /([^/]+)\.schema\.json$/.exec(schema)?.[1] ?? /([^/]+)\.json$/.exec(file)?.[1] ?? file;
  const words = name.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function affectedLenders(
  file: string,
  changes: JsonChange[],
  orgCodes: Set<string>,
  after: Snapshot,
): 'all' | string[] {
  const touched = new Set<string>();
  for (const change of changes) {
    const lenders = lendersOf(file, change, orgCodes, after);
    if (lenders === 'all') return 'all';
    for (const orgCode of lenders) touched.add(orgCode);
  }
  return [...touched].sort();
}

function lendersOf(file: string, change: JsonChange, orgCodes: Set<string>, after: Snapshot): 'all' | string[] {
  const orgKey = change.path.find((segment) => orgCodes.has(segment));
  if (orgKey !== undefined) return [orgKey];
  // A flag's default reaches only the lenders whose manifest does not set that flag itself.
  const [list, flag, field] = change.path;
  if (file === FEATURE_FLAGS_FILE && list === 'flags' && flag !== undefined && field === 'default') {
    return [...after.brands]
      .filter(([, m]) => !(isPlainObject(m.flags) && typeof m.flags[flag] === 'boolean'))
      .map(([orgCode]) => orgCode);
  }
  return 'all';
}
