import type { SandboxDb } from '../db';

/** What the first call with a key did: the application it made or acted on, and its answer (tasks). */
export interface KeptCall {
  requestHash: string;
  applicationUuid: string;
  /** The JSON answer of a task call; null for a create, whose answer is read fresh each time. */
  response: string | null;
}

type KeptRow = { request_hash: string; application_uuid: string; response: string | null };

export function findKeptCall(db: SandboxDb, identityUuid: string, key: string): KeptCall | undefined {
  const row = db.get<KeptRow>(
    'SELECT request_hash, application_uuid, response FROM idempotency_keys WHERE identity_uuid = ? AND key = ?',
    [identityUuid, key],
  );
  return row && { requestHash: row.request_hash, applicationUuid: row.application_uuid, response: row.response };
}

export function keepCall(db: SandboxDb, identityUuid: string, key: string, call: KeptCall, at: Date): void {
  db.run(
    'INSERT INTO idempotency_keys (identity_uuid, key, request_hash, application_uuid, response, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [identityUuid, key, call.requestHash, call.applicationUuid, call.response, at.toISOString()],
  );
}
