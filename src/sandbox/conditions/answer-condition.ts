import type { ApplicationRecord } from '../heloc/application-record';
import { HttpError } from '../http-error';
import { applyStep } from '../workflow/apply-step';
import { factsOf } from '../workflow/facts';
import { afterConditionsStep } from '../workflow/steps';
import type { ConditionRecord } from './condition-types';

/** The application's condition named by the path, or a 404 naming it. */
export function findCondition(record: ApplicationRecord, conditionUuid: string): ConditionRecord {
  const found = record.workflow.conditions.find((c) => c.uuid === conditionUuid);
  if (!found) throw new HttpError(404, `No condition '${conditionUuid}' on application '${record.uuid}'`);
  return found;
}

/**
 * Checks that the condition is still open and is answered the way it asks (documents or a
 * phone number): 409 once answered, 400 for the wrong kind of answer.
 */
export function checkAnswerable(condition: ConditionRecord, kind: ConditionRecord['type']): void {
  if (!condition.actionNeeded) throw new HttpError(409, `Condition '${condition.uuid}' was already answered`);
  if (condition.type !== kind) {
    const asks = condition.type === 'PHONE_NUMBER' ? 'a phone number' : 'documents';
    throw new HttpError(
      400,
      `conditionUuid names a condition that asks for ${asks}; answer it at conditions/${condition.location}`,
      [{ pointer: '/conditionUuid', message: `asks for ${asks}` }],
    );
  }
}

/**
 * Records the answer (actionNeeded false) and, when it was the last outstanding condition of an
 * application waiting on them, moves the application on at once, as the underwriter would.
 */
export function answerCondition(
  record: ApplicationRecord,
  conditionUuid: string,
  answer: NonNullable<ConditionRecord['answer']>,
): ApplicationRecord {
  const conditions = record.workflow.conditions.map((c) =>
    c.uuid === conditionUuid ? { ...c, actionNeeded: false, answer } : c,
  );
  const answered: ApplicationRecord = {
    ...record,
    workflow: { ...record.workflow, conditions },
    auditFields: { ...record.auditFields, lastModifiedDate: answer.at },
  };
  if (answered.status.checklistStatus !== 'CONDITIONS_OUTSTANDING') return answered;
  const step = afterConditionsStep(factsOf(answered));
  if (!step) return answered;
  // The borrower acted: a hold a control call put on ends here, as after a task.
  const moved = applyStep(answered, step, answer.at);
  return { ...moved, workflow: { ...moved.workflow, held: false } };
}
