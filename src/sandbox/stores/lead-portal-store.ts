import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';
import type { WholesaleReferralResponse } from '@/generated/types/wholesale-referral-response';
import type { SandboxDb } from '../db';

export type WholesaleReferral = WholesaleReferralResponse;

export type ReferralStatus = 'PENDING' | 'APPLICATION_STARTED';

export interface Referral {
  uuid: string;
  status: ReferralStatus;
  email: string;
  /** Set for a broker's lead (answered by the lead portal); null for a plain referral. */
  wholesale: WholesaleReferral | null;
}

export type LoanOriginator = LoanOriginatorResponse;

export interface StoredOriginator {
  originator: LoanOriginator;
  licensedStates: string[];
}

type ReferralRow = { uuid: string; status: string; email: string; wholesale: string | null };

// Uuids are compared in lower case: the web app may pass them on in either case.
const key = (uuid: string): string => uuid.toLowerCase();

/** Seed rows go in only when absent, so a referral's status survives a restart. */
export function ensureReferral(db: SandboxDb, referral: Referral): void {
  db.run('INSERT OR IGNORE INTO referrals (uuid, status, email, wholesale) VALUES (?, ?, ?, ?)', [
    key(referral.uuid),
    referral.status,
    referral.email,
    referral.wholesale ? JSON.stringify(referral.wholesale) : null,
  ]);
}

export function getReferral(db: SandboxDb, uuid: string): Referral | undefined {
  const row = db.get<ReferralRow>('SELECT * FROM referrals WHERE uuid = ?', [key(uuid)]);
  if (!row) return undefined;
  const wholesale = row.wholesale ? (JSON.parse(row.wholesale) as WholesaleReferral) : null;
  return { uuid: row.uuid, status: row.status as ReferralStatus, email: row.email, wholesale };
}

export function setReferralStatus(db: SandboxDb, uuid: string, status: ReferralStatus): void {
  db.run('UPDATE referrals SET status = ? WHERE uuid = ?', [status, key(uuid)]);
}

export function ensureLoanOriginator(db: SandboxDb, stored: StoredOriginator): void {
  db.run('INSERT OR IGNORE INTO loan_originators (uuid, body, licensed_states) VALUES (?, ?, ?)', [
    key(stored.originator.uuid),
    JSON.stringify(stored.originator),
    JSON.stringify(stored.licensedStates),
  ]);
}

export function getLoanOriginator(db: SandboxDb, uuid: string): StoredOriginator | undefined {
  const row = db.get<{ body: string; licensed_states: string }>(
    'SELECT body, licensed_states FROM loan_originators WHERE uuid = ?',
    [key(uuid)],
  );
  if (!row) return undefined;
  return {
    originator: JSON.parse(row.body) as LoanOriginator,
    licensedStates: JSON.parse(row.licensed_states) as string[],
  };
}
