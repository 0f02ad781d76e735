import { createHash } from 'node:crypto';
import type { ConsentRecord } from '@/generated/types/consent-record';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { SandboxDb } from '../db';

type ApplicationConsent = HelocApplication['consents'][number];

/** SHA-256 of the words, hexadecimal: what an audit compares against the words of a flow version. */
export function wordsHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Keeps consent records; never edited or deleted (a reset aside). */
export function addConsentRecords(db: SandboxDb, records: readonly ConsentRecord[]): void {
  for (const r of records) {
    db.run(
      `INSERT INTO consent_records (uuid, application_uuid, identity_uuid, org, channel, type, version, choice, text,
         text_sha256, page, consent_prompt_uuid, agreed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        r.uuid,
        r.applicationUuid,
        r.identityUuid,
        r.organizationCode,
        r.channel,
        r.type,
        r.version,
        r.choice,
        r.text,
        r.textSha256,
        r.page,
        r.consentPromptUuid ?? null,
        r.recordedAt,
      ],
    );
  }
}

type ConsentRow = {
  uuid: string;
  application_uuid: string | null;
  identity_uuid: string | null;
  org: string;
  channel: ConsentRecord['channel'];
  type: string;
  version: number | null;
  choice: ConsentRecord['choice'];
  text: string | null;
  text_sha256: string | null;
  page: string | null;
  consent_prompt_uuid: string | null;
  agreed_at: string;
};

function toRecord(r: ConsentRow): ConsentRecord {
  return {
    uuid: r.uuid,
    identityUuid: r.identity_uuid,
    applicationUuid: r.application_uuid,
    organizationCode: r.org,
    channel: r.channel,
    type: r.type,
    version: r.version,
    choice: r.choice,
    text: r.text,
    textSha256: r.text_sha256,
    page: r.page,
    ...(r.consent_prompt_uuid ? { consentPromptUuid: r.consent_prompt_uuid } : {}),
    recordedAt: r.agreed_at,
  };
}

/** Every record, oldest first (GET /__sandbox/consents). */
export function listConsentRecords(db: SandboxDb): ConsentRecord[] {
  return db.all<ConsentRow>('SELECT * FROM consent_records ORDER BY id').map(toRecord);
}

/** The consents an application was submitted with, as the application read shows them. */
export function consentsOf(db: SandboxDb, applicationUuid: string): ApplicationConsent[] {
  return db
    .all<ConsentRow>('SELECT * FROM consent_records WHERE application_uuid = ? ORDER BY id', [applicationUuid])
    .map((r) => ({ type: r.type, version: r.version === null ? null : String(r.version), agreedAt: r.agreed_at }));
}
