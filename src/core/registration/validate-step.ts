import { fillTemplate } from '@/core/text/template';
import { conditionIds } from './condition-ids';
import type { FieldError, RegistrationContext, RegistrationData, Severity } from './context';
import { registrationCopy } from './copy';
import { toSchemaFieldErrors } from './field-errors';
import { stepFields } from './fields';
import { stepByKey, type StepDefinition } from './flow';
import { isWithin, valueAt } from '@/core/json-pointer';
import { matches } from './matches';
import { prepareStepData } from './prepare-data';
import { RULES } from './rules';
import { providedStepValidators } from './step-validators';

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

function schemaErrors(step: StepDefinition, data: RegistrationData): FieldError[] | null {
  const validators = providedStepValidators();
  if (!validators) return null;
  const validate = validators[step.key];
  if (!validate) throw new Error(`No precompiled validator for registration step "${step.key}": run npm run generate`);
  if (validate(data)) return [];
  // A keyword without words is refused by npm run validate; should one slip through, the
  // borrower still never sees ajv's own text.
  return toSchemaFieldErrors(validate.errors ?? []).map((e) => ({
    pointer: e.pointer,
    message: e.worded ? e.message : registrationCopy.fallbackError,
    severity: 'error' as const,
  }));
}

/** Everything a step shows besides its fields: messages, hidden and disabled fields. */
export function stepState(stepKey: string, ctx: RegistrationContext): StepState {
  const step = stepByKey(stepKey);
  const data = prepareStepData(ctx.data, step.schema);
  const hidden = hiddenFields(stepKey, ctx);
  const shown = (pointer: string) => !hidden.some((h) => isWithin(pointer, h));
  const errors: FieldError[] = [];
  const taken = new Set<string>();
  const add = (e: FieldError) => {
    const key = `${e.severity}\0${e.pointer}`;
    if (!shown(e.pointer) || taken.has(key)) return;
    taken.add(key);
    errors.push(e);
  };
  const schema = schemaErrors(step, data);
  schema?.forEach(add);
  const disabled: string[] = [];
  for (const use of step.rules) {
    // A field the schema already rejects gets no second opinion, and a hidden one no check.
    if (!shown(use.field) || taken.has(`error\0${use.field}`)) continue;
    const rule = RULES[use.rule];
    if (!rule) throw new Error(`Unknown registration rule "${use.rule}" in step "${step.key}"`);
    const finding = rule.evaluate({ value: valueAt(data, use.field), params: (use.params ?? {}) as never, data, ctx });
    if (!finding) continue;
    const text = use.messages[finding.message];
    if (text === undefined) throw new Error(`Rule "${use.rule}" in step "${step.key}" has no message "${finding.message}"`);
    const severity: Severity = use.severity ?? 'error';
    const disables = use.disables ?? [];
    add({ pointer: finding.pointer ?? use.field, message: fillTemplate(text, finding.values ?? {}), severity, ...(disables.length ? { live: true as const } : {}) });
    disabled.push(...disables);
  }
  const order = stepFields(step).map((f) => f.pointer);
  const rank = (pointer: string) => {
    const index = order.findIndex((p) => isWithin(p, pointer) || isWithin(pointer, p));
    return index < 0 ? order.length : index;
  };
  errors.sort((a, b) => rank(a.pointer) - rank(b.pointer));
  return { errors, hidden, disabled: [...new Set(disabled)], checked: schema !== null };
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
