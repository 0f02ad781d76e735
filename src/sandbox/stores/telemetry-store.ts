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

export function addEvent(db: SandboxDb, event: StoredEvent): void {
  db.run('INSERT INTO telemetry_events (context, payload, received_at) VALUES (?, ?, ?)', [
    event.context,
    JSON.stringify(event.payload),
    event.receivedAt,
  ]);
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
  return { sessions, events };
}

export function clearTelemetry(db: SandboxDb): void {
  db.transaction(() => {
    db.run('DELETE FROM telemetry_sessions');
    db.run('DELETE FROM telemetry_events');
  });
}
