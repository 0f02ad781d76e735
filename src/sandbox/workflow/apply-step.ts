import type { ApplicationRecord } from '../heloc/application-record';
import { openingConditions } from '../conditions/opening-set';
import { liensFound, withOffers } from './property-data';
import type { Step } from './steps';

/** What a status needs on entering it: offers to choose from, liens to confirm, the scenario's conditions. */
function entryEffects(record: ApplicationRecord): ApplicationRecord {
  const status = record.status.checklistStatus;
  if (status === 'OFFER_SELECTION' || status === 'REVISED_OFFER_SELECTION') return withOffers(record);
  if (status.startsWith('LIEN_VERIFICATION') && record.liens.length === 0)
    return { ...record, liens: liensFound(record) };
  const { workflow } = record;
  if (
    status === 'CONDITIONS_OUTSTANDING' &&
    workflow.scenarios.includes('conditions') &&
    workflow.conditions.length === 0
  ) {
    return { ...record, workflow: { ...workflow, conditions: openingConditions(record.uuid, workflow.enteredAt) } };
  }
  return record;
}

/** Moves the application to the step's status at the given time (which starts its wait). */
export function applyStep(record: ApplicationRecord, step: Step, at: string): ApplicationRecord {
  const set = step.set ?? {};
  const status = {
    ...record.status,
    checklistStatus: step.status,
    uwDecision: set.decision ?? record.status.uwDecision,
    uwSubDecision: set.subDecision ?? record.status.uwSubDecision,
    bpo: set.bpo ?? record.status.bpo,
    title: set.title ?? record.status.title,
    waitingOnFloodCert: set.waitingOnFloodCert ?? record.status.waitingOnFloodCert,
    primaryParticipantAcceptComplete:
      set.primaryParticipantAcceptComplete ?? record.status.primaryParticipantAcceptComplete,
    manualNotary: set.manualNotary ?? record.status.manualNotary,
  };
  return entryEffects({
    ...record,
    status,
    // decision and status.uwDecision are one fact told twice; they move together.
    decision: status.uwDecision,
    subDecision: status.uwSubDecision,
    workflow: { ...record.workflow, enteredAt: at },
    auditFields: { ...record.auditFields, lastModifiedDate: at },
  });
}
