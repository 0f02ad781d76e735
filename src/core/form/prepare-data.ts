import { pointerSegments } from '@/core/json-pointer';
import { isFieldGroup } from './fields';
import type { FormDefinition, Preparation } from './form-definition';

type Data = Record<string, unknown>;

function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutBlanks(value: Data): Data {
  const out: Data = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === '' || v === undefined) continue;
    out[key] = isPlainObject(v) ? withoutBlanks(v) : v;
  }
  return out;
}

// Borrowers paste numbers with spaces or dashes from their cheques, and names with a stray space.
const PREPARE: Record<Preparation, (text: string) => string> = {
  trim: (text) => text.trim(),
  digits: (text) => text.replace(/\D/g, ''),
};

/** The data with each `prepare` entry applied to its (string) field; everything else as typed. Inputs are never mutated. */
function applyPreparations(data: Data, prepare: FormDefinition['prepare'] = {}): Data {
  if (Object.keys(prepare).length === 0) return data;
  const out = structuredClone(data);
  for (const [pointer, how] of Object.entries(prepare)) {
    if (how === undefined) continue;
    const path = pointerSegments(pointer);
    const last = path.pop();
    let node: unknown = out;
    for (const segment of path) node = isPlainObject(node) ? node[segment] : undefined;
    if (last !== undefined && isPlainObject(node) && typeof node[last] === 'string')
      node[last] = PREPARE[how](node[last]);
  }
  return out;
}

/**
 * The data as a form's checks see it, and as it is sent. The form's `prepare` entries apply
 * first (a routing number read as its digits). Then an empty text box means "not entered" (so it
 * gets the field's required message, not a format message), and a group the borrower has not
 * touched yet, such as propertyAddress, is an empty object (so each of its fields gets its own
 * required message instead of one message for the whole group); a field drawn whole, such as a
 * chosen file, stays absent (so it gets its own required message).
 */
export function prepareFormData<T extends object>(
  data: T,
  form: Pick<FormDefinition, 'schema' | 'prepare' | 'uiSchema'>,
): T {
  const out = withoutBlanks(applyPreparations(data as Data, form.prepare));
  const properties = (form.schema as { properties?: Record<string, unknown> }).properties ?? {};
  const ui = (form.uiSchema ?? {}) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(properties)) {
    if (out[key] === undefined && isPlainObject(schema) && isFieldGroup(schema, ui[key])) out[key] = {};
  }
  return out as T;
}
