import type { SandboxDb } from '../db';

export interface Session {
  jti: string;
  identityUuid: string;
  issuedAt: string;
  expiresAt: string;
}

export function addSession(db: SandboxDb, session: Session): void {
  db.run('INSERT INTO sessions (jti, identity_uuid, issued_at, expires_at) VALUES (?, ?, ?, ?)', [
    session.jti,
    session.identityUuid,
    session.issuedAt,
    session.expiresAt,
  ]);
}

/** A signed, unexpired token still needs its session: logout and reset end it early. */
export function isSessionLive(db: SandboxDb, jti: string, identityUuid: string): boolean {
  const row = db.get('SELECT jti FROM sessions WHERE jti = ? AND identity_uuid = ? AND revoked_at IS NULL', [
    jti,
    identityUuid,
  ]);
  return row !== undefined;
}

export function revokeSession(db: SandboxDb, jti: string, at: Date): void {
  db.run('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL', [at.toISOString(), jti]);
}

export function countLiveSessions(db: SandboxDb, identityUuid: string, at: Date): number {
  const row = db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM sessions WHERE identity_uuid = ? AND revoked_at IS NULL AND expires_at > ?',
    [identityUuid, at.toISOString()],
  );
  return row?.n ?? 0;
}
