import { conditionIds } from './condition-ids';
import type { RegistrationContext, RegistrationData } from './context';
import { stepByKey } from './flow';
import { matches } from './matches';
import { nextStep, SUBMIT } from './navigation';
import { stepState } from './validate-step';

/** The markers a prefill sets when it gives a step's answer (schemas/registration-data.schema.json). */
const PREFILL_MARKERS: Readonly<Record<string, 'hasSaleStatusBeenSet' | 'hasIncomeBeenSet'>> = {
  '/isListedForSale': 'hasSaleStatusBeenSet',
  '/income/income': 'hasIncomeBeenSet',
};

/** The answers with the marker of each field a prefill source gave a value for (null and '' give none). */
export function markPrefilled(
  data: RegistrationData,
  values: readonly { field: string; value: unknown }[],
): RegistrationData {
  const marked = { ...data };
  for (const { field, value } of values) {
    const marker = PREFILL_MARKERS[field];
    if (marker && value !== undefined && value !== null && value !== '') marked[marker] = true;
  }
  return marked;
}

/** Whether Continue passes over this step: its resumeSkipWhen matches and its answers already pass. */
function passedOver(stepKey: string, ctx: RegistrationContext): boolean {
  const step = stepByKey(stepKey);
  if (!step.resumeSkipWhen || !matches(conditionIds.resumeSkip(step.key), ctx)) return false;
  const state = stepState(step.key, ctx);
  // A prompt still to answer (the low-income confirmation) is an error too, so it is never passed over.
  return state.checked && state.errors.every((e) => e.severity !== 'error');
}

/**
 * Where Continue leads from a step: the next step (core nextStep), past those a prefill already
 * answered (resumeSkipWhen), e.g. the for-sale and income steps of a resumed application.
 */
export function continueTo(stepKey: string, ctx: RegistrationContext): string {
  const seen = new Set<string>([stepKey]);
  let next = nextStep(stepKey, ctx);
  while (next !== SUBMIT && !seen.has(next) && passedOver(next, ctx)) {
    seen.add(next);
    next = nextStep(next, ctx);
  }
  return next;
}
