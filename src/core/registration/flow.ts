import stepsJson from '@flows/registration/steps.json' with { type: 'json' };
import type { RegistrationSteps, StepDefinition, StepRule } from '@/generated/types/registration-steps';

export type { RegistrationSteps, StepDefinition, StepRule };

/** flows/registration/steps.json; npm run validate checked it against the schema this type comes from. */
export const registrationFlow = stepsJson as unknown as RegistrationSteps;

/** The step with this key; undefined for an unknown key. */
export function findStep(key: string): StepDefinition | undefined {
  return registrationFlow.steps.find((s) => s.key === key);
}

/** The step with this key; throws for an unknown key, which is a programming error. */
export function stepByKey(key: string): StepDefinition {
  const step = findStep(key);
  if (!step) throw new Error(`Unknown registration step "${key}"`);
  return step;
}

/** The step at a URL segment below basePath ("" or "/" for the index); slashes around it are ignored. */
export function stepByPath(path: string): StepDefinition | undefined {
  const segment = path.replace(/^\/+|\/+$/g, '');
  return registrationFlow.steps.find((s) => s.path === segment);
}

/**
 * The step answering to an older /register?step= value. Several steps may share one value
 * (property-info holds the property and the home address): `requested`, the step key the app
 * navigated with, picks among them; otherwise the first.
 */
export function stepByLegacy(name: string, requested?: unknown): StepDefinition | undefined {
  const sharing = registrationFlow.steps.filter((s) => s.legacyStep === name);
  return sharing.find((s) => s.key === requested) ?? sharing[0];
}

/** The full URL path of a step, e.g. /account/heloc/register-v2/for-sale. */
export function stepUrl(key: string): string {
  const { path } = stepByKey(key);
  return path === '' ? registrationFlow.basePath : `${registrationFlow.basePath}/${path}`;
}

/** The first use of a rule in the flow, for callers that need its params and words outside a step check. */
export function findRuleUse(rule: string): StepRule | undefined {
  for (const step of registrationFlow.steps) {
    const use = step.rules.find((r) => r.rule === rule);
    if (use) return use;
  }
  return undefined;
}
