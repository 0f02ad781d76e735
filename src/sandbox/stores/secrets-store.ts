import { randomBytes } from 'node:crypto';
import type { SandboxDb } from '../db';

/**
 * The token-signing secret, made on first use and kept in the database: tokens survive a
 * restart, and a reset (which empties this table) invalidates every token handed out before.
 */
export function jwtSecret(db: SandboxDb): string {
  const row = db.get<{ value: string }>("SELECT value FROM sandbox_secrets WHERE name = 'jwt'");
  if (row) return row.value;
  const value = randomBytes(32).toString('base64url');
  db.run("INSERT INTO sandbox_secrets (name, value) VALUES ('jwt', ?)", [value]);
  return value;
}
