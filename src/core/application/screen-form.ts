import { FORM_VALIDATORS, type CompiledValidator } from '@/generated/application';
import { parseDob, toIsoDate } from '@/core/format/date';
import { phoneToE164 } from '@/core/format/phone';
import { stepFields } from '@/core/registration/fields';
import { toSchemaFieldErrors } from '@/core/registration/field-errors';
import { prepareStepData } from '@/core/registration/prepare-data';
import type { ApplicationScreen } from './screens';

type Form = NonNullable<ApplicationScreen['form']>;
export type FormData = Record<string, unknown>;

export interface ScreenFieldError {
  pointer: string;
  message: string;
  severity: 'error';
}

/**
 * What is wrong with a form screen's answers: its precompiled schema, worded by the schema's
 * errorMessage, else by the form's `messages` for that field, else `fallback` (npm run validate
 * makes sure every field has words, so the fallback is a safety net). One message per field, in
 * form order.
 */
export function screenFormErrors(path: string, form: Form, data: FormData, fallback: string, validators: Readonly<Record<string, CompiledValidator>> = FORM_VALIDATORS): ScreenFieldError[] {
  const validate = validators[path];
  if (!validate) throw new Error(`No precompiled validator for the form of screen "${path}": run npm run generate`);
  const prepared = prepareStepData(data, form.schema as { properties?: Record<string, unknown> });
  if (validate(prepared)) return [];
  const seen = new Set<string>();
  const errors: ScreenFieldError[] = [];
  for (const e of toSchemaFieldErrors(validate.errors ?? [])) {
    if (seen.has(e.pointer)) continue;
    seen.add(e.pointer);
    errors.push({ pointer: e.pointer, message: e.worded ? e.message : (form.messages?.[e.pointer] ?? fallback), severity: 'error' });
  }
  const order = stepFields(form).map((f) => f.pointer);
  const rank = (pointer: string) => (order.includes(pointer) ? order.indexOf(pointer) : order.length);
  return errors.sort((a, b) => rank(a.pointer) - rank(b.pointer));
}

/** How a widget's shown text is sent: phones as +1 digits, dates (either accepted format) as yyyy-MM-dd. */
const SENT_AS: Record<string, (shown: string) => string> = {
  phone: phoneToE164,
  date: (shown) => {
    const parts = parseDob(shown);
    return parts ? toIsoDate(parts) : shown;
  },
};

/**
 * The task body of valid answers: blanks left out, and phone and date fields sent the way the
 * API stores them ((555) 555-0142 as +15555550142, 04/01/2019 as 2019-04-01).
 */
export function screenTaskBody(form: Form, data: FormData): FormData {
  const body = prepareStepData(data, { properties: {} }) as FormData;
  for (const field of stepFields(form)) {
    const convert = SENT_AS[String(field.ui['ui:widget'])];
    if (!convert) continue;
    const parts = field.pointer.split('/').slice(1);
    const last = parts.pop()!;
    let node: Record<string, unknown> | undefined = body;
    for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
    if (node && typeof node[last] === 'string') node[last] = convert(node[last] as string);
  }
  return body;
}
