import type { SandboxDb } from '../db';

type OverrideRow = { key: string; enabled: number };

export function readOverrides(db: SandboxDb): Record<string, boolean> {
  const rows = db.all<OverrideRow>('SELECT key, enabled FROM flag_overrides ORDER BY key');
  return Object.fromEntries(rows.map((r) => [r.key, r.enabled === 1]));
}

/** Merges: keys not named keep their override, so tests can set flags one call at a time. */
export function setOverrides(db: SandboxDb, overrides: Readonly<Record<string, boolean>>): void {
  db.transaction(() => {
    for (const [key, enabled] of Object.entries(overrides)) {
      db.run('INSERT OR REPLACE INTO flag_overrides (key, enabled) VALUES (?, ?)', [key, enabled ? 1 : 0]);
    }
  });
}

export function clearOverrides(db: SandboxDb): void {
  db.run('DELETE FROM flag_overrides');
}
