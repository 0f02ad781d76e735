import type { LooseJson } from '../../lib/test-support/fixture-project';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { loadSnapshotFromDisk } from '../load-disk';
import type { Snapshot } from '../snapshot';

/**
 * The repository's real brands and flows, loaded once per test file: tests copy it, change one
 * thing and check that the plan names exactly that thing.
 */
let committed: Promise<Snapshot> | undefined;

export function realSnapshot(): Promise<Snapshot> {
  committed ??= loadSnapshotFromDisk(REPO_ROOT);
  return committed.then((s) => structuredClone(s));
}

export function editBrand(snapshot: Snapshot, orgCode: string, edit: (manifest: LooseJson) => void): Snapshot {
  const manifest = snapshot.brands.get(orgCode);
  if (!manifest) throw new Error(`no brand ${orgCode} in the repository`);
  edit(manifest as LooseJson);
  return snapshot;
}

export function editFlow(snapshot: Snapshot, file: string, edit: (flow: LooseJson) => void): Snapshot {
  const flow = snapshot.flows.get(file);
  if (!flow) throw new Error(`no flow file ${file} in the repository`);
  edit(flow as LooseJson);
  return snapshot;
}

/** The same JSON with keys in reverse order at every level: what a careless editor or formatter does. */
export function shuffleKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(shuffleKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, shuffleKeys(v)]),
    ) as T;
  }
  return value;
}
