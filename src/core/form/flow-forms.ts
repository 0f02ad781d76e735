import { FLOW_FORM_VALIDATORS, FLOW_FORMS } from '@/generated/forms';
import type { FlowForm } from '@/generated/types/flow-form';
import type { GeneratedForm } from '@/generated/types/generated-form';
import { checkForm } from './check-form';
import type { FieldError } from './form-definition';
import { prepareFormData } from './prepare-data';
import { RULES } from './rules';

/**
 * The forms of flows/forms/ (the bank account, the additional-signer invitation, the sign-in)
 * by key. Kept out of the core's public entry so that their validators load only with the pages
 * that draw them.
 */
export function flowForm(key: string): FlowForm & GeneratedForm {
  const form = Object.hasOwn(FLOW_FORMS, key) ? FLOW_FORMS[key] : undefined;
  if (!form) throw new Error(`Unknown form "${key}": no flows/forms/${key}.json (run npm run generate)`);
  return form;
}

/** The answers as they are checked and sent: the form's `prepare` applied, blanks left out. */
export function flowFormAnswers<T extends object>(key: string, data: T): T {
  return prepareFormData(data, flowForm(key));
}

/**
 * What is wrong with the answers to a form of flows/forms/: its precompiled schema, then its
 * named rules, which may read `ctx` (e.g. the emails already invited). In form order.
 */
export function flowFormErrors(key: string, data: object, ctx: unknown = null): FieldError[] {
  const form = flowForm(key);
  const validate = FLOW_FORM_VALIDATORS[key];
  if (!validate) throw new Error(`No precompiled validator for form "${key}": run npm run generate`);
  const fallback = Object.values(form.messages ?? {}).find((m) => m !== undefined) ?? '';
  return checkForm({
    name: `form "${key}"`,
    form,
    data: prepareFormData(data, form),
    validate,
    ctx,
    fallback,
    rules: RULES,
  }).errors;
}
