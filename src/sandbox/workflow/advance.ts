import type { ApplicationRecord } from '../heloc/application-record';
import { applyStep } from './apply-step';
import { factsOf } from './facts';
import { waitFor } from './wait-rules';

/** A chain of waits is never longer than this; more means a loop in WAIT_RULES. */
const MAX_STEPS = 40;

/**
 * Lazily moves an application through the waiting statuses whose wait is over: each step is
 * due waitMs after the previous one began, so a borrower who comes back a day later finds it
 * as far along as a real back end would have taken it. No timers: callers run this on reads.
 * Answers undefined when nothing moved.
 */
export function advanceWaiting(record: ApplicationRecord, now: Date, waitMs: number): ApplicationRecord | undefined {
  // A status a test forced stays on screen until the next task.
  if (record.workflow.held) return undefined;
  let current = record;
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    const wait = waitFor(factsOf(current));
    const due = wait && Math.max(Date.parse(current.workflow.enteredAt) + waitMs, wait.notBefore);
    if (!wait || due === undefined || due > now.getTime()) return current === record ? undefined : current;
    current = applyStep(current, wait.step, new Date(due).toISOString());
  }
  throw new Error(`Workflow of ${record.uuid} did not settle after ${MAX_STEPS} waiting steps`);
}
