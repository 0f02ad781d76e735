import { parseDob, toIsoDate } from '@/core/format/date';
import { phoneToE164 } from '@/core/format/phone';
import { checkForm, formFields, prepareFormData } from '@/core/form';
import { RULES } from '@/core/form/rules';
import type { ApplicationScreen, CompiledValidator } from './screens';

type Form = NonNullable<ApplicationScreen['form']>;
export type FormData = Record<string, unknown>;

export interface ScreenFieldError {
  pointer: string;
  message: string;
  severity: 'error';
}

/**
 * What is wrong with a form screen's answers: `validate`, its precompiled schema
 * (loadFormValidator), worded by the schema's errorMessage, else by the form's `messages` for that
 * field, else `fallback` (npm run validate makes sure every field has words, so the fallback is a
 * safety net). One message per field, in form order.
 */
export function screenFormErrors(
  path: string,
  form: Form,
  data: FormData,
  fallback: string,
  validate: CompiledValidator,
): ScreenFieldError[] {
  const { errors } = checkForm({
    name: `screen "${path}"`,
    form,
    data: prepareFormData(data, form),
    validate,
    ctx: null,
    fallback,
    rules: RULES,
  });
  return errors.map((e) => ({ pointer: e.pointer, message: e.message, severity: 'error' }));
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
  const body = prepareFormData(data, { schema: {} });
  for (const field of formFields(form)) {
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
