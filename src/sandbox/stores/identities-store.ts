import type { SandboxDb } from '../db';

/** A borrower identity without its password hash: the only shape that leaves this file. */
export interface Identity {
  uuid: string;
  org: string;
  email: string;
  phone: string;
  createdAt: string;
}

type IdentityRow = {
  uuid: string;
  org: string;
  email: string;
  phone: string;
  created_at: string;
  password_hash: string;
};

const COLUMNS = 'uuid, org, email, phone, created_at, password_hash';

function toIdentity(row: IdentityRow): Identity {
  return { uuid: row.uuid, org: row.org, email: row.email, phone: row.phone, createdAt: row.created_at };
}

/** Emails are one account whatever their case; the address is kept as typed for display. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function createIdentity(db: SandboxDb, identity: Identity, passwordHash: string): void {
  db.run(
    'INSERT INTO identities (uuid, org, email, email_key, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      identity.uuid,
      identity.org,
      identity.email,
      emailKey(identity.email),
      identity.phone,
      passwordHash,
      identity.createdAt,
    ],
  );
}

export function getIdentity(db: SandboxDb, uuid: string): Identity | undefined {
  const row = db.get<IdentityRow>(`SELECT ${COLUMNS} FROM identities WHERE uuid = ?`, [uuid]);
  return row && toIdentity(row);
}

/** For sign-in only: the identity and its hash, to be checked and dropped. */
export function findCredentials(
  db: SandboxDb,
  org: string,
  email: string,
): { identity: Identity; passwordHash: string } | undefined {
  const row = db.get<IdentityRow>(`SELECT ${COLUMNS} FROM identities WHERE org = ? AND email_key = ?`, [
    org,
    emailKey(email),
  ]);
  return row && { identity: toIdentity(row), passwordHash: row.password_hash };
}

/** The same person registered with other orgs (the search service looks across orgs). */
export function identitiesWithEmail(db: SandboxDb, email: string): Identity[] {
  return db
    .all<IdentityRow>(`SELECT ${COLUMNS} FROM identities WHERE email_key = ? ORDER BY created_at, uuid`, [
      emailKey(email),
    ])
    .map(toIdentity);
}

export function listIdentities(db: SandboxDb): Identity[] {
  return db.all<IdentityRow>(`SELECT ${COLUMNS} FROM identities ORDER BY created_at, rowid`).map(toIdentity);
}

export function updatePhone(db: SandboxDb, uuid: string, phone: string): void {
  db.run('UPDATE identities SET phone = ? WHERE uuid = ?', [phone, uuid]);
}

export function identityView(identity: Identity) {
  return {
    uuid: identity.uuid,
    email: identity.email,
    phoneNumber: identity.phone,
    organizationCode: identity.org,
    aliases: identityAliases(identity),
  };
}

export function identityAliases(identity: Identity): { type: 'Email' | 'Phone'; value: string }[] {
  const email = { type: 'Email' as const, value: identity.email };
  return identity.phone ? [email, { type: 'Phone', value: identity.phone }] : [email];
}
