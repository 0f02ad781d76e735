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
 * The answers a form screen starts with: each `prefill` entry (field pointer -> pointer into
 * { profile, application }) that finds a string or number, shown the way its widget shows it
 * (+14155550100 as (415) 555-0100, 1980-02-29 as 02/29/1980). Anything missing stays empty.
 */
export function screenPrefill(form: Form, sources: PrefillSources): FormData {
  const data: FormData = {};
  const widgets = new Map(formFields(form).map((f) => [f.pointer, String(f.ui['ui:widget'])]));
  for (const [field, source] of Object.entries(form.prefill ?? {})) {
    if (typeof source !== 'string') continue;
    const value = valueAt(sources, source);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '') continue;
    const show = SHOWN_AS[widgets.get(field) ?? ''];
    setAt(data, field, show && typeof value === 'string' ? show(value) : value);
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
