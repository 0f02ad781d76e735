import type { SandboxTelemetry } from '@/generated/types/sandbox-telemetry';
import type { SandboxDb } from '../db';

/** The latest link wins: a second session on the same application replaces the first. */
export function saveFullStoryLink(db: SandboxDb, applicationUuid: string, link: string, now: Date): void {
  db.run(
    `INSERT INTO full_story_links (application_uuid, link, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(application_uuid) DO UPDATE SET link = excluded.link, updated_at = excluded.updated_at`,
    [applicationUuid, link, now.toISOString()],
  );
}

export function readFullStoryLink(db: SandboxDb, applicationUuid: string): string | null {
  return (
    db.all<{ link: string }>('SELECT link FROM full_story_links WHERE application_uuid = ?', [applicationUuid])[0]
      ?.link ?? null
  );
}

type Session = SandboxTelemetry['sessions'][number];
type Event = SandboxTelemetry['events'][number];

/** One telemetry session and the events sent under its key, as the collector received them. */
export function readTelemetrySession(
  db: SandboxDb,
  context: string,
  sessionUuid: string,
): { session: Session; events: Event[] } | null {
  const rows = db.all<{ received_at: string; session_key: string; payload: string }>(
    'SELECT received_at, session_key, payload FROM telemetry_sessions WHERE context = ? ORDER BY id',
    [context],
  );
  const row = rows.find((r) => (JSON.parse(r.session_key) as Session['sessionKey']).uuid === sessionUuid);
  if (!row) return null;
  const session: Session = {
    context,
    receivedAt: row.received_at,
    sessionKey: JSON.parse(row.session_key) as Session['sessionKey'],
    payload: JSON.parse(row.payload) as Session['payload'],
  };
  const events = db
    .all<{ received_at: string; payload: string }>(
      'SELECT received_at, payload FROM telemetry_events WHERE context = ? ORDER BY id',
      [context],
    )
    .map((r) => ({ context, receivedAt: r.received_at, payload: JSON.parse(r.payload) as Event['payload'] }))
    .filter((e) => (e.payload as { sessionKey?: { uuid?: string } }).sessionKey?.uuid === sessionUuid);
  return { session, events };
}
