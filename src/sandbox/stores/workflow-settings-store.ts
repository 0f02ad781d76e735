import type { SandboxDb } from '../db';

/** How long a waiting status lasts unless PUT /__sandbox/workflow says otherwise. */
export const DEFAULT_WAIT_MS = 1500;

export function readWaitMs(db: SandboxDb): number {
  const row = db.get<{ value: string }>("SELECT value FROM sandbox_settings WHERE name = 'waitMs'");
  return row ? Number(row.value) : DEFAULT_WAIT_MS;
}

export function writeWaitMs(db: SandboxDb, waitMs: number): void {
  db.run(
    "INSERT INTO sandbox_settings (name, value) VALUES ('waitMs', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
    [String(waitMs)],
  );
}
