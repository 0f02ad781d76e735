import type { SandboxDb } from '../db';

export interface Session {
  jti: string;
  identityUuid: string;
  issuedAt: string;
  expiresAt: string;
  /** The identity-broker path it was signed in on; registration makes customer sessions. */
  kind?: 'customer' | 'agent';
}

export function addSession(db: SandboxDb, session: Session): void {
  db.run('INSERT INTO sessions (jti, identity_uuid, issued_at, expires_at, kind) VALUES (?, ?, ?, ?, ?)', [
    session.jti,
    session.identityUuid,
    session.issuedAt,
    session.expiresAt,
    session.kind ?? 'customer',
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

/** True for a session signed in on the agent path: figureinfo's isAgent. */
export function isAgentSession(db: SandboxDb, jti: string): boolean {
  return db.get<{ kind: string }>('SELECT kind FROM sessions WHERE jti = ?', [jti])?.kind === 'agent';
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
