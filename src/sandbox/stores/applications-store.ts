import type { SandboxDb } from '../db';
import type { ApplicationRecord } from '../heloc/application-record';
import { withWorkflowDefaults } from '../heloc/record-defaults';

export interface StoredApplication {
  uuid: string;
  identityUuid: string;
  org: string;
  createdAt: string;
  record: ApplicationRecord;
}

type ApplicationRow = { uuid: string; identity_uuid: string; org: string; created_at: string; body: string };

/** Loan numbers count up from here, starting again after a reset so test runs see the same ones. */
const FIRST_LOAN_NUMBER = 70_000_001;

function toStored(row: ApplicationRow): StoredApplication {
  return {
    uuid: row.uuid,
    identityUuid: row.identity_uuid,
    org: row.org,
    createdAt: row.created_at,
    record: withWorkflowDefaults(JSON.parse(row.body) as ApplicationRecord),
  };
}

export function nextLoanNumber(db: SandboxDb): string {
  const row = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM applications');
  return String(FIRST_LOAN_NUMBER + (row?.n ?? 0));
}

export function insertApplication(db: SandboxDb, app: StoredApplication): void {
  db.run(
    'INSERT INTO applications (uuid, identity_uuid, org, loan_number, created_at, body) VALUES (?, ?, ?, ?, ?, ?)',
    [app.uuid, app.identityUuid, app.org, app.record.loanNumber, app.createdAt, JSON.stringify(app.record)],
  );
}

export function getApplication(db: SandboxDb, uuid: string): StoredApplication | undefined {
  const row = db.get<ApplicationRow>('SELECT * FROM applications WHERE uuid = ?', [uuid.toLowerCase()]);
  return row && toStored(row);
}

/** Oldest first; one identity's, or everyone's for the control API. */
export function listApplications(db: SandboxDb, identityUuid?: string): StoredApplication[] {
  const rows =
    identityUuid === undefined
      ? db.all<ApplicationRow>('SELECT * FROM applications ORDER BY created_at, rowid')
      : db.all<ApplicationRow>('SELECT * FROM applications WHERE identity_uuid = ? ORDER BY created_at, rowid', [
          identityUuid,
        ]);
  return rows.map(toStored);
}

export function saveApplicationRecord(db: SandboxDb, record: ApplicationRecord): void {
  db.run('UPDATE applications SET body = ? WHERE uuid = ?', [JSON.stringify(record), record.uuid]);
}

/** Every application one additional signer was invited to (by the signer's identity). */
export function applicationsOfSigner(db: SandboxDb, identityUuid: string): StoredApplication[] {
  return listApplications(db).filter((a) => a.record.signers.some((s) => s.identityUuid === identityUuid));
}
