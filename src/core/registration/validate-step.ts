import { checkForm, prepareFormData } from '@/core/form';
import { isWithin } from '@/core/json-pointer';
import { conditionIds } from './condition-ids';
import type { FieldError, RegistrationContext } from './context';
import { registrationCopy } from './copy';
import { stepByKey } from './flow';
import { matches } from './matches';
import { FIRST_STEP_RULES } from './rules/first-step';
import { providedLaterRules, providedStepValidators } from './step-validators';

export interface StepState {
  /** Messages to show, at most one error and one warning per field, in form order. Errors block Continue. */
  errors: FieldError[];
  /** Fields not shown and not checked in this context. */
  hidden: string[];
  /** Fields shown but disabled, because a rule that disables them reports a finding. */
  disabled: string[];
  /** False until the step validators are provided: `errors` then holds the rules' findings only. */
  checked: boolean;
}

/** Pointers of the fields the step's `hidden` entries hide in this context. */
export function hiddenFields(stepKey: string, ctx: RegistrationContext): string[] {
  const step = stepByKey(stepKey);
  return (step.hidden ?? []).flatMap((h, i) => (matches(conditionIds.hidden(step.key, i), ctx) ? h.fields : []));
}

/** Everything a step shows besides its fields: messages, hidden and disabled fields. */
export function stepState(stepKey: string, ctx: RegistrationContext): StepState {
  const step = stepByKey(stepKey);
  const validators = providedStepValidators();
  const validate = validators ? validators[step.key] : null;
  if (validate === undefined)
    throw new Error(`No precompiled validator for registration step "${step.key}": run npm run generate`);
  const hidden = hiddenFields(stepKey, ctx);
  const rules = { ...providedLaterRules(), ...FIRST_STEP_RULES };
  // Unchecked, a later step's rules may not be in yet: those that are run. Checked, every one must be.
  const form = validate ? step : { ...step, rules: step.rules?.filter((use) => Object.hasOwn(rules, use.rule)) };
  // A keyword without words is refused by npm run validate; should one slip through, the
  // borrower still never sees ajv's own text.
  const { errors, disabled, checked } = checkForm({
    name: `registration step "${step.key}"`,
    form,
    data: prepareFormData(ctx.data, step),
    validate,
    ctx,
    fallback: registrationCopy.fallbackError,
    shown: (pointer) => !hidden.some((h) => isWithin(pointer, h)),
    rules,
  });
  return { errors, hidden, disabled, checked };
}

/**
 * A step's messages in this context: its precompiled schema (with the flow's ajv-errors words),
 * then its named rules. Only words from flows/ reach the borrower.
 */
export function validateStep(stepKey: string, ctx: RegistrationContext): FieldError[] {
  const state = stepState(stepKey, ctx);
  if (!state.checked) throw new Error('validateStep needs the step validators: call provideStepValidators first');
  return state.errors;
}

/** Pointers of the fields disabled in this context (e.g. occupancy while the loan officer is not licensed in the state). */
export function disabledFields(stepKey: string, ctx: RegistrationContext): string[] {
  return stepState(stepKey, ctx).disabled;
}
