/**
 * Schema changes, applied in order and recorded in PRAGMA user_version, so a data file written
 * by an older sandbox keeps working after a pull. Append; never edit a shipped step.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE flag_overrides (key TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
  CREATE TABLE faults (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER,
    delay_ms INTEGER NOT NULL,
    times_left INTEGER
  );
  CREATE TABLE banners (
    file TEXT NOT NULL,
    position INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (file, position)
  );
  CREATE TABLE operating_hours (department TEXT PRIMARY KEY, week TEXT NOT NULL);
  CREATE TABLE telemetry_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    context TEXT NOT NULL,
    session_key TEXT NOT NULL,
    payload TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE TABLE telemetry_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    context TEXT NOT NULL,
    payload TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `,
];

/** Tables emptied by a reset, in an order that needs no foreign-key care. */
export const STATE_TABLES = [
  'flag_overrides',
  'faults',
  'banners',
  'operating_hours',
  'telemetry_sessions',
  'telemetry_events',
] as const;
