import type { SandboxDb } from '../db';

export interface ConsentRecord {
  type: string;
  version: string | null;
  agreedAt: string;
}

/** The consents an application was submitted with: a record of what was agreed, never edited. */
export function addConsentRecords(
  db: SandboxDb,
  applicationUuid: string,
  identityUuid: string,
  records: readonly ConsentRecord[],
): void {
  for (const r of records) {
    db.run(
      'INSERT INTO consent_records (application_uuid, identity_uuid, type, version, agreed_at) VALUES (?, ?, ?, ?, ?)',
      [applicationUuid, identityUuid, r.type, r.version, r.agreedAt],
    );
  }
}

export function consentsOf(db: SandboxDb, applicationUuid: string): ConsentRecord[] {
  return db
    .all<{ type: string; version: string | null; agreed_at: string }>(
      'SELECT type, version, agreed_at FROM consent_records WHERE application_uuid = ? ORDER BY id',
      [applicationUuid],
    )
    .map((r) => ({ type: r.type, version: r.version, agreedAt: r.agreed_at }));
}
