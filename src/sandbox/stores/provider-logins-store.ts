import type { SandboxDb } from '../db';

export type LoginKind = 'customer' | 'agent';

/** One hosted sign-in round trip: started by the broker, proven at the provider, traded once for a session. */
export interface ProviderLogin {
  id: string;
  org: string;
  kind: LoginKind;
  state: string;
  redirectUrl: string | null;
  /** Set once an email of the org asked for a code. */
  identityUuid: string | null;
  otp: string | null;
  otpTries: number;
  /** The authorization code handed to the app's callback, once the one-time code was right. */
  code: string | null;
  createdAt: string;
  usedAt: string | null;
}

type LoginRow = {
  id: string;
  org: string;
  kind: string;
  state: string;
  redirect_url: string | null;
  identity_uuid: string | null;
  otp: string | null;
  otp_tries: number;
  code: string | null;
  created_at: string;
  used_at: string | null;
};

function toLogin(row: LoginRow): ProviderLogin {
  return {
    id: row.id,
    org: row.org,
    kind: row.kind === 'agent' ? 'agent' : 'customer',
    state: row.state,
    redirectUrl: row.redirect_url,
    identityUuid: row.identity_uuid,
    otp: row.otp,
    otpTries: row.otp_tries,
    code: row.code,
    createdAt: row.created_at,
    usedAt: row.used_at,
  };
}

export function addProviderLogin(
  db: SandboxDb,
  login: Pick<ProviderLogin, 'id' | 'org' | 'kind' | 'state' | 'redirectUrl' | 'createdAt'>,
): void {
  db.run('INSERT INTO provider_logins (id, org, kind, state, redirect_url, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    login.id,
    login.org,
    login.kind,
    login.state,
    login.redirectUrl,
    login.createdAt,
  ]);
}

export function getProviderLogin(db: SandboxDb, id: string): ProviderLogin | undefined {
  const row = db.get<LoginRow>('SELECT * FROM provider_logins WHERE id = ?', [id]);
  return row && toLogin(row);
}

export function findLoginByCode(db: SandboxDb, code: string): ProviderLogin | undefined {
  const row = db.get<LoginRow>('SELECT * FROM provider_logins WHERE code = ?', [code]);
  return row && toLogin(row);
}

/** A new one-time code for the round trip (the last one asked for is the one that counts). */
export function setOneTimeCode(db: SandboxDb, id: string, identityUuid: string | null, otp: string | null): void {
  db.run('UPDATE provider_logins SET identity_uuid = ?, otp = ?, otp_tries = 0 WHERE id = ?', [identityUuid, otp, id]);
}

export function countOtpTry(db: SandboxDb, id: string): void {
  db.run('UPDATE provider_logins SET otp_tries = otp_tries + 1 WHERE id = ?', [id]);
}

export function setAuthorizationCode(db: SandboxDb, id: string, code: string): void {
  db.run('UPDATE provider_logins SET code = ?, otp = NULL WHERE id = ?', [code, id]);
}

export function markLoginUsed(db: SandboxDb, id: string, at: Date): void {
  db.run('UPDATE provider_logins SET used_at = ? WHERE id = ?', [at.toISOString(), id]);
}

export interface ProviderMessage {
  org: string;
  email: string;
  code: string;
  sentAt: string;
}

/** The provider's outbox: what it would have emailed. */
export function addProviderMessage(db: SandboxDb, message: ProviderMessage): void {
  db.run('INSERT INTO provider_messages (org, email, code, sent_at) VALUES (?, ?, ?, ?)', [
    message.org,
    message.email,
    message.code,
    message.sentAt,
  ]);
}

export function listProviderMessages(db: SandboxDb): ProviderMessage[] {
  return db
    .all<{ org: string; email: string; code: string; sent_at: string }>(
      'SELECT org, email, code, sent_at FROM provider_messages ORDER BY id',
    )
    .map((row) => ({ org: row.org, email: row.email, code: row.code, sentAt: row.sent_at }));
}
