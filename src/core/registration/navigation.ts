import { conditionIds } from './condition-ids';
import type { RegistrationContext } from './context';
import { registrationFlow, stepByKey } from './flow';
import { matches } from './matches';

export const SUBMIT = 'submit';

/** Where Continue leads from a step: the first `next` entry whose condition matches, a step key or 'submit'. */
export function nextStep(stepKey: string, ctx: RegistrationContext): string {
  const step = stepByKey(stepKey);
  const index = step.next.findIndex((n, i) => !n.when || matches(conditionIds.next(step.key, i), ctx));
  // npm run validate requires a last entry without `when`, so this only fails for a hand-built flow.
  if (index < 0) throw new Error(`No next step from "${stepKey}" matches`);
  return step.next[index]!.to;
}

/** The step Back leads to: the one before this on the path the context takes from the first step; null for the first. */
export function previousStep(stepKey: string, ctx: RegistrationContext): string | null {
  stepByKey(stepKey);
  const seen = new Set<string>();
  let previous: string | null = null;
  let current = registrationFlow.steps[0]!.key;
  while (current !== stepKey) {
    if (current === SUBMIT || seen.has(current)) return null;
    seen.add(current);
    previous = current;
    current = nextStep(current, ctx);
  }
  return previous;
}

/** The steps the borrower's path visits from the first step, in order, following `next` until submit. */
export function pathSteps(ctx: RegistrationContext): string[] {
  const path: string[] = [];
  let current = registrationFlow.steps[0]!.key;
  while (current !== SUBMIT && !path.includes(current)) {
    path.push(current);
    current = nextStep(current, ctx);
  }
  return path;
}

function countsForProgress(key: string, ctx: RegistrationContext): boolean {
  const step = stepByKey(key);
  return !step.progress?.skipWhen || !matches(conditionIds.progressSkip(key), ctx);
}

/**
 * The progress bar: the step's position among the steps that count (those whose progress.skipWhen
 * does not match) and how many count. A step that does not count itself shows the position of
 * the last counted step before it.
 */
export function progressFor(stepKey: string, ctx: RegistrationContext): { position: number; total: number } {
  const steps = registrationFlow.steps;
  const index = steps.findIndex((s) => s.key === stepKey);
  if (index < 0) throw new Error(`Unknown registration step "${stepKey}"`);
  const counted = steps.map((s) => countsForProgress(s.key, ctx));
  const position = counted.slice(0, index + 1).filter(Boolean).length;
  return { position: Math.max(1, position), total: counted.filter(Boolean).length };
}

/** The step key to send the borrower to when this step may not be shown yet (the flow's guard); null when it may. */
export function guardRedirect(stepKey: string, ctx: RegistrationContext): string | null {
  stepByKey(stepKey);
  const { guard } = registrationFlow;
  if (stepKey === guard.to || matches(conditionIds.guard(), ctx)) return null;
  return guard.to;
}

/** The older /register?step= values to walk through, in order, without those whose legacySkipWhen matches. */
export function legacyStepsToShow(ctx: RegistrationContext): string[] {
  const shown: string[] = [];
  for (const step of registrationFlow.steps) {
    if (!step.legacyStep || shown.includes(step.legacyStep)) continue;
    if (step.legacySkipWhen && matches(conditionIds.legacySkip(step.key), ctx)) continue;
    shown.push(step.legacyStep);
  }
  return shown;
}
