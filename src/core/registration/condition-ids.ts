import type { RegistrationSteps } from '@/generated/types/registration-steps';

/**
 * Every condition in flows/registration/steps.json has a stable id, and a pointer for
 * diagnostics. The core looks conditions up by id (src/core/registration/matches.ts) and npm run
 * validate checks each at its pointer, so both derive ids here and nowhere else.
 */
export const conditionIds = {
  guard: () => 'guard',
  softCreditWithheld: () => 'softCreditConsent.withheldWhen',
  next: (step: string, index: number) => `${step}.next.${index}`,
  progressSkip: (step: string) => `${step}.progress.skipWhen`,
  legacySkip: (step: string) => `${step}.legacySkipWhen`,
  resumeSkip: (step: string) => `${step}.resumeSkipWhen`,
  hidden: (step: string, index: number) => `${step}.hidden.${index}`,
  modal: (step: string, index: number) => `${step}.modals.${index}`,
  variant: (step: string, index: number) => `${step}.variants.${index}`,
};

export interface ConditionRef {
  id: string;
  /** Where the condition sits in steps.json, for diagnostics. */
  pointer: string;
  schema: Record<string, unknown>;
}

/** All conditions of a flow, in file order. */
export function conditionRefs(flow: RegistrationSteps): ConditionRef[] {
  const refs: ConditionRef[] = [{ id: conditionIds.guard(), pointer: '/guard/require', schema: flow.guard.require }];
  if (flow.softCreditConsent)
    refs.push({
      id: conditionIds.softCreditWithheld(),
      pointer: '/softCreditConsent/withheldWhen',
      schema: flow.softCreditConsent.withheldWhen,
    });
  flow.steps.forEach((step, s) => {
    const at = `/steps/${s}`;
    if (step.legacySkipWhen)
      refs.push({
        id: conditionIds.legacySkip(step.key),
        pointer: `${at}/legacySkipWhen`,
        schema: step.legacySkipWhen,
      });
    if (step.resumeSkipWhen)
      refs.push({
        id: conditionIds.resumeSkip(step.key),
        pointer: `${at}/resumeSkipWhen`,
        schema: step.resumeSkipWhen,
      });
    step.variants?.forEach((v, i) =>
      refs.push({ id: conditionIds.variant(step.key, i), pointer: `${at}/variants/${i}/when`, schema: v.when }),
    );
    step.hidden?.forEach((h, i) =>
      refs.push({ id: conditionIds.hidden(step.key, i), pointer: `${at}/hidden/${i}/when`, schema: h.when }),
    );
    step.modals?.forEach((m, i) =>
      refs.push({ id: conditionIds.modal(step.key, i), pointer: `${at}/modals/${i}/when`, schema: m.when }),
    );
    step.next.forEach((n, i) => {
      if (n.when) refs.push({ id: conditionIds.next(step.key, i), pointer: `${at}/next/${i}/when`, schema: n.when });
    });
    if (step.progress?.skipWhen)
      refs.push({
        id: conditionIds.progressSkip(step.key),
        pointer: `${at}/progress/skipWhen`,
        schema: step.progress.skipWhen,
      });
  });
  return refs;
}
