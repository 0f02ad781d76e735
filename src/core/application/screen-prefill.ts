import { parseIsoDate, toUsDate } from '@/core/format/date';
import { phoneFromE164 } from '@/core/format/phone';
import { pointerSegments, valueAt } from '@/core/json-pointer';
import { formFields } from '@/core/form';
import type { ApplicationScreen } from './screens';
import type { FormData } from './screen-form';

type Form = NonNullable<ApplicationScreen['form']>;

/** What a form screen's `prefill` may read: the signed-in profile and the application. */
export interface PrefillSources {
  profile?: unknown;
  application?: unknown;
}

/** How a value from the API is shown in a field of this widget (the reverse of screenTaskBody). */
const SHOWN_AS: Record<string, (value: string) => string> = {
  phone: phoneFromE164,
  date: (value) => {
    const parts = parseIsoDate(value);
    return parts ? toUsDate(parts) : value;
  },
};

/**
 * A value for a field whose schema lists its values: the listed one it names, ignoring case (a
 * profile's 'Jr' from registration is the application list's 'JR'), or nothing when it names
 * none (registration's 'N/A' is no suffix): a prefill never starts a field on a value it refuses.
 */
function listed(schema: unknown, value: string | number): string | number | undefined {
  const values = (schema as { enum?: unknown }).enum;
  if (!Array.isArray(values)) return value;
  if (values.includes(value)) return value;
  const wanted = String(value).toLowerCase();
  return values.find((v): v is string => typeof v === 'string' && v.toLowerCase() === wanted);
}

/**
 * The answers a form screen starts with: each `prefill` entry (field pointer -> pointer into
 * { profile, application }) that finds a string or number, shown the way its widget shows it
 * (+14155550100 as (415) 555-0100, 1980-02-29 as 02/29/1980). Anything missing stays empty.
 */
export function screenPrefill(form: Form, sources: PrefillSources): FormData {
  const data: FormData = {};
  const fields = new Map(formFields(form).map((f) => [f.pointer, f]));
  for (const [field, source] of Object.entries(form.prefill ?? {})) {
    if (typeof source !== 'string') continue;
    const value = valueAt(sources, source);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '') continue;
    const found = fields.get(field);
    const show = SHOWN_AS[found ? String(found.ui['ui:widget']) : ''];
    const shown = listed(found?.schema ?? {}, show && typeof value === 'string' ? show(value) : value);
    if (shown !== undefined && shown !== '') setAt(data, field, shown);
  }
  return data;
}

function setAt(root: FormData, pointer: string, value: unknown): void {
  const segments = pointerSegments(pointer);
  const last = segments.pop();
  if (last === undefined) return;
  let node = root;
  for (const segment of segments) {
    const next = node[segment];
    node = (typeof next === 'object' && next !== null ? next : (node[segment] = {})) as FormData;
  }
  node[last] = value;
}
