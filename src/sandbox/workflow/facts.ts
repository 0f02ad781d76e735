import type { ApplicationRecord } from '../heloc/application-record';
import { NOTARY_SLOT_MS } from './notary-slots';
import type { WorkflowFacts } from './steps';

export function factsOf(record: ApplicationRecord): WorkflowFacts {
  const { status } = record;
  return {
    status: status.checklistStatus,
    scenarios: record.workflow.scenarios,
    waitingOnFloodCert: status.waitingOnFloodCert,
    primaryParticipantAcceptComplete: status.primaryParticipantAcceptComplete,
    manualNotary: status.manualNotary,
    notaryReserved: record.notary !== null,
    lienMarkedForPayoff: record.liens.some((l) => l.payOff.status === 'MARKED_FOR_PAYOFF'),
    conditionsOutstanding: record.workflow.conditions.some((c) => c.actionNeeded),
    signersComplete: record.signers.length > 0 && record.signers.every((s) => s.status === 'COMPLETE'),
    notaryEndsAt: record.notary ? Date.parse(record.notary.start) + NOTARY_SLOT_MS : null,
    subDecision: record.subDecision,
    incomeProvider: record.income.providerType,
    isCrypto: record.isCrypto,
  };
}
