import type { SandboxTelemetry } from '@/generated/types/sandbox-telemetry';
import type { SandboxDb } from '../db';

/** What GET /__sandbox/telemetry lists (schemas/api/sandbox-telemetry.schema.json): calls as the collector received them. */
type StoredSession = SandboxTelemetry['sessions'][number];
type StoredEvent = SandboxTelemetry['events'][number];

type SessionRow = { context: string; received_at: string; session_key: string; payload: string };
type EventRow = { context: string; received_at: string; payload: string };

export function addSession(db: SandboxDb, session: StoredSession): void {
  db.run('INSERT INTO telemetry_sessions (context, session_key, payload, received_at) VALUES (?, ?, ?, ?)', [
    session.context,
    JSON.stringify(session.sessionKey),
    JSON.stringify(session.payload),
    session.receivedAt,
  ]);
}

/**
 * Keeps an event unless one with the same dedupe key was kept before: then only the repeat is
 * counted. A null key (dontDedupe) is always kept. Answers whether the event was kept.
 */
export function addEvent(db: SandboxDb, event: StoredEvent, dedupeKey: string | null): boolean {
  if (dedupeKey !== null && db.get('SELECT 1 AS seen FROM telemetry_events WHERE dedupe_key = ?', [dedupeKey])) {
    db.run('INSERT INTO telemetry_duplicates (dedupe_key, received_at) VALUES (?, ?)', [dedupeKey, event.receivedAt]);
    return false;
  }
  db.run('INSERT INTO telemetry_events (context, payload, received_at, dedupe_key) VALUES (?, ?, ?, ?)', [
    event.context,
    JSON.stringify(event.payload),
    event.receivedAt,
    dedupeKey,
  ]);
  return true;
}

export function listTelemetry(db: SandboxDb): SandboxTelemetry {
  const sessions = db
    .all<SessionRow>('SELECT context, received_at, session_key, payload FROM telemetry_sessions ORDER BY id')
    .map((r) => ({
      context: r.context,
      receivedAt: r.received_at,
      sessionKey: JSON.parse(r.session_key) as StoredSession['sessionKey'],
      payload: JSON.parse(r.payload) as StoredSession['payload'],
    }));
  const events = db
    .all<EventRow>('SELECT context, received_at, payload FROM telemetry_events ORDER BY id')
    .map((r) => ({
      context: r.context,
      receivedAt: r.received_at,
      payload: JSON.parse(r.payload) as StoredEvent['payload'],
    }));
  const duplicates = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM telemetry_duplicates')?.n ?? 0;
  return { sessions, events, duplicates };
}

export function clearTelemetry(db: SandboxDb): void {
  db.transaction(() => {
    db.run('DELETE FROM telemetry_sessions');
    db.run('DELETE FROM telemetry_events');
    db.run('DELETE FROM telemetry_duplicates');
  });
}
