import type { SandboxApplicationRequest } from '@/generated/types/sandbox-application-request';
import type { ApplicationRecord } from '../heloc/application-record';
import { applyStep } from './apply-step';

/** Application fields a test may set as they are (the schema checked their shape). */
const PLAIN_FIELDS = [
  'liens',
  'selectedOffer',
  'notary',
  'income',
  'paymentMethod',
  'assetDepletion',
  'isInquiry',
] as const;

function disburseAccount(
  record: ApplicationRecord,
  routingNumber: string | null | undefined,
): ApplicationRecord['disburseAccount'] {
  if (routingNumber === undefined) return record.disburseAccount;
  if (routingNumber === null) return null;
  return { ...(record.disburseAccount ?? { mask: null, accountNumber: null }), routingNumber };
}

/**
 * Forces what a test names, as if the lender's back end had done it. A named status is entered
 * through the workflow (offers priced when it needs them, its wait starting now); the fields
 * are then set over whatever that entry did.
 */
export function applyControlChange(
  record: ApplicationRecord,
  change: SandboxApplicationRequest,
  now: Date,
): ApplicationRecord {
  const at = now.toISOString();
  const scenarios = change.scenario === undefined ? record.workflow.scenarios : [change.scenario].flat();
  let next: ApplicationRecord = { ...record, workflow: { ...record.workflow, scenarios } };
  for (const field of PLAIN_FIELDS) if (change[field] !== undefined) next = { ...next, [field]: change[field] };
  if (change.property !== undefined) next = { ...next, property: { ...next.property, ...change.property } };
  if (change.status !== undefined) next = applyStep(next, { status: change.status }, at);
  const held = change.status !== undefined ? (change.hold ?? true) : (change.hold ?? next.workflow.held);
  next = { ...next, workflow: { ...next.workflow, held } };
  const status = { ...next.status };
  if (change.decision !== undefined) status.uwDecision = change.decision;
  if (change.subDecision !== undefined) status.uwSubDecision = change.subDecision;
  if (change.manualNotary !== undefined) status.manualNotary = change.manualNotary;
  if (change.waitingOnFloodCert !== undefined) status.waitingOnFloodCert = change.waitingOnFloodCert;
  if (change.bpo !== undefined) status.bpo = change.bpo;
  if (change.primaryParticipantAcceptComplete !== undefined)
    status.primaryParticipantAcceptComplete = change.primaryParticipantAcceptComplete;
  if (change.title !== undefined) status.title = change.title;
  if (change.condition !== undefined) status.condition = change.condition;
  const { ineligibleReason: kept, ...rest } = next;
  const ineligibleReason = change.ineligibleReason === undefined ? kept : change.ineligibleReason;
  return {
    ...rest,
    ...(ineligibleReason ? { ineligibleReason } : {}),
    status,
    // decision and status.uwDecision are one fact told twice; they move together.
    decision: status.uwDecision,
    subDecision: status.uwSubDecision,
    isCrypto: change.isCrypto ?? next.isCrypto,
    disburseAccount: disburseAccount(next, change.routingNumber),
    auditFields: { ...next.auditFields, lastModifiedDate: at },
  };
}
