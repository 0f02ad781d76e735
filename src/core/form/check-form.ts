import { isWithin, valueAt } from '@/core/json-pointer';
import { fillTemplate } from '@/core/text/template';
import { toSchemaFieldErrors } from './field-errors';
import { formFields } from './fields';
import type { CompiledValidator, FieldError, FormDefinition } from './form-definition';
import type { RuleImpl } from './rules/rule';

export interface FormCheck<C> {
  /** A name for error messages: the step key, the screen path, the form key. */
  name: string;
  form: FormDefinition;
  /** The data as prepareFormData returned it. */
  data: object;
  /** The form's precompiled validator; null while it is not loaded (the rules still run). */
  validate: CompiledValidator | null;
  /** What the form's rules may look at besides the data. */
  ctx: C;
  /** Words for an ajv failure the flow did not word (npm run validate refuses such flows). */
  fallback: string;
  /** False for fields not shown in this context: they get no messages. Default: all are shown. */
  shown?: (pointer: string) => boolean;
  /** The rules the form may name: RULES (rules/index.ts) for application forms; registration's own. */
  rules: Readonly<Record<string, RuleImpl<never, never>>>;
}

export interface FormCheckResult {
  /** At most one error and one warning per field, in form order. */
  errors: FieldError[];
  /** Fields disabled because a rule that disables them reports a finding. */
  disabled: string[];
  /** False when there was no validator: `errors` then holds the rules' findings only. */
  checked: boolean;
}

/**
 * A form's messages: its precompiled schema (with the flow's errorMessage words, else its
 * `messages` for the field, else the fallback), then its named rules. A field the schema already
 * rejects gets no second opinion. Only words from flows/ reach the borrower.
 */
export function checkForm<C>({
  name,
  form,
  data,
  validate,
  ctx,
  fallback,
  shown = () => true,
  rules,
}: FormCheck<C>): FormCheckResult {
  const errors: FieldError[] = [];
  const taken = new Set<string>();
  const add = (e: FieldError) => {
    const key = `${e.severity}\0${e.pointer}`;
    if (!shown(e.pointer) || taken.has(key)) return;
    taken.add(key);
    errors.push(e);
  };
  if (validate && !validate(data)) {
    for (const e of toSchemaFieldErrors(validate.errors ?? [])) {
      add({
        pointer: e.pointer,
        message: e.worded ? e.message : (form.messages?.[e.pointer] ?? fallback),
        severity: 'error',
      });
    }
  }
  const disabled: string[] = [];
  for (const use of form.rules ?? []) {
    if (!shown(use.field) || taken.has(`error\0${use.field}`)) continue;
    const rule = Object.hasOwn(rules, use.rule) ? rules[use.rule] : undefined;
    if (!rule) throw new Error(`Unknown rule "${use.rule}" in form "${name}"`);
    const finding = rule.evaluate({
      value: valueAt(data, use.field),
      params: (use.params ?? {}) as never,
      data: data as Record<string, unknown>,
      ctx: ctx as never,
    });
    if (!finding) continue;
    const text = use.messages[finding.message];
    if (text === undefined) throw new Error(`Rule "${use.rule}" in form "${name}" has no message "${finding.message}"`);
    const disables = use.disables ?? [];
    add({
      pointer: finding.pointer ?? use.field,
      message: fillTemplate(text, finding.values ?? {}),
      severity: use.severity ?? 'error',
      ...(disables.length ? { live: true as const } : {}),
    });
    disabled.push(...disables);
  }
  const order = formFields(form).map((f) => f.pointer);
  const rank = (pointer: string) => {
    const index = order.findIndex((p) => isWithin(p, pointer) || isWithin(pointer, p));
    return index < 0 ? order.length : index;
  };
  errors.sort((a, b) => rank(a.pointer) - rank(b.pointer));
  return { errors, disabled: [...new Set(disabled)], checked: validate !== null };
}

/**
 * The messages to show while the borrower corrects a form: a field that shows an error is
 * checked again as it changes (the fresh message, or none once fixed); no new error appears
 * while typing, only on submit.
 */
export function recheckShown(shown: readonly FieldError[], fresh: readonly FieldError[]): FieldError[] {
  const showing = new Set(shown.map((e) => `${e.severity}\0${e.pointer}`));
  return fresh.filter((e) => showing.has(`${e.severity}\0${e.pointer}`));
}
