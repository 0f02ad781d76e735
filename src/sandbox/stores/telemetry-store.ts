import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';
import type { SandboxDb } from '../db';

export interface StoredSession {
  context: string;
  receivedAt: string;
  sessionKey: TelemetrySessionKey;
  payload: unknown;
}

export interface StoredEvent {
  context: string;
  receivedAt: string;
  payload: unknown;
}

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

export function listTelemetry(db: SandboxDb): { sessions: StoredSession[]; events: StoredEvent[] } {
  const sessions = db
    .all<SessionRow>('SELECT context, received_at, session_key, payload FROM telemetry_sessions ORDER BY id')
    .map((r) => ({
      context: r.context,
      receivedAt: r.received_at,
      sessionKey: JSON.parse(r.session_key) as TelemetrySessionKey,
      payload: JSON.parse(r.payload) as unknown,
    }));
  const events = db
    .all<EventRow>('SELECT context, received_at, payload FROM telemetry_events ORDER BY id')
    .map((r) => ({ context: r.context, receivedAt: r.received_at, payload: JSON.parse(r.payload) as unknown }));
  return { sessions, events };
}

export function clearTelemetry(db: SandboxDb): void {
  db.transaction(() => {
    db.run('DELETE FROM telemetry_sessions');
    db.run('DELETE FROM telemetry_events');
  });
}
