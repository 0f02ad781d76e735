import { flowForm, flowFormErrors } from '@/core/form/flow-forms';

/** The upload forms of flows/forms/ whose fields are chosen files, drawn by the application's upload widgets. */
export const INCOME_UPLOAD_FORM = 'income-upload';
export const INSURANCE_UPLOAD_FORM = 'insurance-upload';
export const CONDITION_UPLOAD_FORM = 'condition-upload';

/** What a file field hands the checks: a browser File, or anything with its name, type and size. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** The words of a file field of an upload form, from its uiSchema. */
export interface FileFieldWords {
  label: string;
  hint: string;
  /** How the chosen file(s) are read back: {name} (one file) or {names} (several). */
  chosen: string;
}

/** A file field's label, hint and "chosen" words from the form's uiSchema. */
export function uploadFieldWords(key: string, field: string): FileFieldWords {
  const ui = (flowForm(key).uiSchema as Record<string, Record<string, unknown> | undefined>)[field] ?? {};
  const options = (ui['ui:options'] ?? {}) as { chosen?: string };
  return {
    label: String(ui['ui:title'] ?? ''),
    hint: String(ui['ui:help'] ?? ''),
    chosen: options.chosen ?? '{name}',
  };
}

const asChosen = ({ name, type, size }: ChosenFile): ChosenFile => ({ name, type, size });

/**
 * The words for what is wrong with the files as chosen, by field, in form order: the form's
 * schema (a file missing, too few or too many) and its upload-file rule (type, size, empty)
 * decide, with the form's words. A field's value is one file, or a list for a field of several;
 * null or an empty list is nothing chosen.
 */
export function uploadFormErrors(
  key: string,
  values: Record<string, ChosenFile | readonly ChosenFile[] | null | undefined>,
): Record<string, string> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) data[field] = (value as readonly ChosenFile[]).map(asChosen);
    else if (value) data[field] = asChosen(value as ChosenFile);
  }
  const errors: Record<string, string> = {};
  for (const e of flowFormErrors(key, data)) {
    const field = e.pointer.split('/')[1] ?? '';
    errors[field] ??= e.message;
  }
  return errors;
}
