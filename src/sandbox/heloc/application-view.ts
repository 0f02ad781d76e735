import type { HelocApplication } from '@/generated/types/heloc-application';
import type { SandboxDb } from '../db';
import { HELOC_COOL_OFF_DAYS } from '../soft-pull/lending-constants';
import type { StoredApplication } from '../stores/applications-store';
import { consentsOf } from '../stores/consent-records-store';
import type { ApplicationRecord, SignerRecord, StoredDocument } from './application-record';

/** Statuses after which the application no longer counts: the borrower may start again. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set(['CANCELLED', 'DECLINED']);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A HELOC funded within the cool-off period (the "received a HELOC within 45 days" modal). */
export function completedRecently(record: ApplicationRecord, now: Date): boolean {
  const since = now.getTime() - Date.parse(record.auditFields.lastModifiedDate);
  return record.status.checklistStatus === 'COMPLETE' && since <= HELOC_COOL_OFF_DAYS * DAY_MS;
}

/**
 * active and activeForAppStart follow from the status and the clock, so they are worked out
 * on every read instead of stored (a stored flag would go stale as days pass).
 */
export function isActiveForAppStart(record: ApplicationRecord, now: Date): boolean {
  const active = !CLOSED_STATUSES.has(record.status.checklistStatus);
  return active && (record.status.checklistStatus !== 'COMPLETE' || completedRecently(record, now));
}

/** A signer's step as everyone but the sandbox sees it: CANCELLED once the application ended. */
export function signerStatus(record: ApplicationRecord, signer: SignerRecord): SignerRecord['status'] {
  const ended = record.status.checklistStatus === 'CANCELLED' || record.status.checklistStatus === 'DECLINED';
  return ended && signer.status !== 'COMPLETE' ? 'CANCELLED' : signer.status;
}

export const documentView = ({ uuid, documentType, fileName, size, createdAt }: StoredDocument) => ({
  uuid,
  documentType,
  fileName,
  size,
  createdAt,
});

/**
 * The application as GET .../application/heloc/{uuid} answers it: never the workflow's own
 * notes, a signer's invite token or whose upload a document was.
 */
export function applicationView(db: SandboxDb, app: StoredApplication, now: Date) {
  const { workflow: _workflow, signers, documents, ...record } = app.record;
  return {
    ...record,
    active: !CLOSED_STATUSES.has(record.status.checklistStatus),
    activeForAppStart: isActiveForAppStart(app.record, now),
    consents: consentsOf(db, app.uuid),
    employmentType: app.record.workflow.employmentType as HelocApplication['employmentType'],
    documents: documents.map(documentView),
    signers: signers.map((s) => ({
      uuid: s.uuid,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      status: signerStatus(app.record, s),
    })),
  };
}

/** GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status: what the routing polls. */
export function statusView(record: ApplicationRecord) {
  return {
    uuid: record.uuid,
    status: record.status.checklistStatus,
    decision: record.decision,
    subDecision: record.subDecision,
    manualNotary: record.status.manualNotary,
    waitingOnFloodCert: record.status.waitingOnFloodCert,
    bpo: record.status.bpo,
    propertyState: record.property.state,
    primaryParticipantAcceptComplete: record.status.primaryParticipantAcceptComplete,
    isCrypto: record.isCrypto,
    routingNumberPresent: record.disburseAccount !== null,
    ...(record.ineligibleReason ? { ineligibleReason: record.ineligibleReason } : {}),
  };
}
