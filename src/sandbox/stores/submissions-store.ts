import type { SandboxDb } from '../db';
import type { WaitlistEntry } from '@/generated/types/sandbox-submissions';

/** Calls that only store what they were sent: waitlist entries and SMS consent records. */

export interface CommsConsentEntry {
  uuid: string;
  identityUuid: string;
  organizationCode: string;
  recordedAt: string;
  consent: unknown;
}

export function addWaitlistEntry(db: SandboxDb, e: WaitlistEntry): void {
  db.run('INSERT INTO waitlist_entries (uuid, org, body, created_at) VALUES (?, ?, ?, ?)', [
    e.uuid,
    e.organizationCode,
    JSON.stringify(e.entry),
    e.createdAt,
  ]);
}

export function addCommsConsent(db: SandboxDb, e: CommsConsentEntry): void {
  db.run('INSERT INTO comms_consents (uuid, identity_uuid, org, body, recorded_at) VALUES (?, ?, ?, ?, ?)', [
    e.uuid,
    e.identityUuid,
    e.organizationCode,
    JSON.stringify(e.consent),
    e.recordedAt,
  ]);
}

export function listSubmissions(db: SandboxDb) {
  const waitlist = db
    .all<{ uuid: string; org: string; body: string; created_at: string }>(
      'SELECT uuid, org, body, created_at FROM waitlist_entries ORDER BY id',
    )
    .map((r) => ({
      uuid: r.uuid,
      organizationCode: r.org,
      createdAt: r.created_at,
      entry: JSON.parse(r.body) as WaitlistEntry['entry'],
    }));
  const commsConsents = db
    .all<{ uuid: string; identity_uuid: string; body: string; recorded_at: string }>(
      'SELECT uuid, identity_uuid, body, recorded_at FROM comms_consents ORDER BY id',
    )
    .map((r) => ({
      uuid: r.uuid,
      identityUuid: r.identity_uuid,
      recordedAt: r.recorded_at,
      consent: JSON.parse(r.body) as unknown,
    }));
  return { waitlist, commsConsents };
}
