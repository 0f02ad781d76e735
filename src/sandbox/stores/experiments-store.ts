import { mergeExperiments, type SavedExperiment } from '../../core/experiments/merge-experiments';
import type { SandboxDb } from '../db';

type ArmRow = { name: string; variation: SavedExperiment['variation'] };

export function listExperiments(db: SandboxDb, applicationUuid: string): SavedExperiment[] {
  return db
    .all<ArmRow>(
      'SELECT name, variation FROM application_experiments WHERE application_uuid = ? ORDER BY saved_at, rowid',
      [applicationUuid],
    )
    .map((row) => ({ name: row.name, variation: row.variation }));
}

/** Records the arms not recorded yet (once per application: a recorded arm never changes). */
export function saveExperiments(
  db: SandboxDb,
  applicationUuid: string,
  incoming: readonly SavedExperiment[],
  now: Date,
) {
  const saved = listExperiments(db, applicationUuid);
  const added = mergeExperiments(saved, incoming).slice(saved.length);
  db.transaction(() => {
    for (const arm of added) {
      db.run('INSERT INTO application_experiments (application_uuid, name, variation, saved_at) VALUES (?, ?, ?, ?)', [
        applicationUuid,
        arm.name,
        arm.variation,
        now.toISOString(),
      ]);
    }
  });
  return listExperiments(db, applicationUuid);
}

export function readOptimizelyProfile(db: SandboxDb, identityUuid: string): string | null {
  return (
    db.get<{ profile_uuid: string }>('SELECT profile_uuid FROM optimizely_profiles WHERE identity_uuid = ?', [
      identityUuid,
    ])?.profile_uuid ?? null
  );
}

export function writeOptimizelyProfile(db: SandboxDb, identityUuid: string, profileUuid: string, now: Date): void {
  db.run(
    `INSERT INTO optimizely_profiles (identity_uuid, profile_uuid, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (identity_uuid) DO UPDATE SET profile_uuid = excluded.profile_uuid, updated_at = excluded.updated_at`,
    [identityUuid, profileUuid, now.toISOString()],
  );
}
