import type { ApplicationRecord } from '../heloc/application-types';
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
    signersComplete: record.signers.length > 0 && record.signers.every((s) => s.status === 'COMPLETE'),
  };
}
