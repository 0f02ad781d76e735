import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxDb } from '../db';
import { HttpError } from '../http-error';
import type { StoredApplication } from '../stores/applications-store';
import { getIdentity } from '../stores/identities-store';
import { readProfile } from '../stores/profiles-store';
import type { ApplicationRecord, SignerRecord } from './application-record';

const bad = (index: number, message: string) => {
  const pointer = `/addSigners/${index}`;
  return new HttpError(400, `addSigners/${index} ${message}`, [{ pointer, message }]);
};

/**
 * Control call `addSigners`: lists existing identities (ordinary BORROWER profiles too) as
 * additional signers of the application, the way the lender links a co-owner who already has an
 * account: in helocSigners (signer version v1) and among the signers at step IDENTITY. Their
 * invite is spent (its token cannot register a second identity); they sign in as they always do.
 */
export function linkSigners(
  db: SandboxDb,
  app: StoredApplication,
  identityUuids: readonly string[],
): ApplicationRecord {
  const { record } = app;
  const added: SignerRecord[] = identityUuids.map((uuid, index) => {
    const identity = getIdentity(db, uuid);
    if (!identity) throw bad(index, `'${uuid}' is not an identity of the sandbox`);
    if (identity.org !== app.org) throw bad(index, `belongs to ${identity.org}, not to the application's ${app.org}`);
    if (uuid === app.identityUuid) throw bad(index, 'is the borrower who owns the application');
    if (record.signers.some((s) => s.identityUuid === uuid) || identityUuids.indexOf(uuid) !== index)
      throw bad(index, 'is already a signer of the application');
    const name = readProfile(db, uuid)?.name;
    return {
      uuid: randomUUID(),
      firstName: name?.firstName ?? identity.email.split('@')[0]!,
      lastName: name?.lastName ?? '',
      email: identity.email,
      status: 'IDENTITY',
      resumeToken: randomBytes(24).toString('base64url'),
      identityUuid: uuid,
    };
  });
  return {
    ...record,
    signers: [...record.signers, ...added],
    helocSigners: [...record.helocSigners, ...added.map((s) => ({ identityUuid: s.identityUuid! }))],
  };
}
