import { lenderFlags } from '../brand-flag';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import type { StoredApplication } from '../stores/applications-store';
import { addConsentRecords } from '../stores/consent-records-store';
import { applyStep } from './apply-step';
import { currentApplication, saveRecord } from './current-application';
import { factsOf } from './facts';
import { hardCreditConsentRecord } from './hard-credit-consent';
import { checkIncomeMethod } from './income-method';
import { TASK_EFFECTS } from './task-effects';
import { BORROWER_TASKS, isBorrowerTask, isTaskOpen, taskTransition } from './task-rules';

/**
 * One borrower task: 404 for a task the workflow does not know, 409 when it is not open in the
 * application's status, 400 for a body its schema (schemas/api/tasks/<task>.schema.json) or
 * its effect refuses (or an income method the income step does not offer this borrower);
 * otherwise the effect is recorded and the transition table moves the application on.
 */
export function runBorrowerTask(
  ctx: SandboxContext,
  app: StoredApplication,
  task: string,
  body: unknown,
  identityUuid: string,
): StoredApplication {
  if (!isBorrowerTask(task)) throw new HttpError(404, `No task '${task}'; the tasks are ${BORROWER_TASKS.join(', ')}`);
  const current = currentApplication(ctx, app);
  const status = current.record.status.checklistStatus;
  if (!isTaskOpen(task, status))
    throw new HttpError(409, `Task '${task}' is not open while the application is ${status}`);
  const valid = ctx.validator.value<Record<string, unknown>>(body, `tasks/${task}`, 'Request body');
  const flagOn = lenderFlags(ctx, app.org);
  checkIncomeMethod(current, task, valid, flagOn);
  const now = ctx.now();
  const at = now.toISOString();
  const changed = TASK_EFFECTS[task](current.record, valid, { now, identityUuid, flagOn });
  // The applicant's identity verification starts the hard pull: checked after the ID documents.
  const consent = task === 'verify-identity' ? hardCreditConsentRecord(ctx, app, valid, identityUuid, at) : undefined;
  // The target is read after the effect: confirm-liens goes to the payoff hold when a lien was marked.
  const step = taskTransition(factsOf(changed), task, valid);
  const moved =
    step === undefined || step === 'stay'
      ? { ...changed, auditFields: { ...changed.auditFields, lastModifiedDate: at } }
      : applyStep(changed, step, at);
  // A task ends a hold the control call put on: the workflow runs on from here.
  const saved = saveRecord(ctx, current, { ...moved, workflow: { ...moved.workflow, held: false } });
  if (consent) addConsentRecords(ctx.db, [consent]);
  return saved;
}
