/**
 * The registration flow read the way the app reads it (src/core/registration): its steps, their
 * fields in form order and their URLs. Everything a borrower reads is taken from flows/ at run
 * time, never copied into a spec, so a copy change in flows/ is picked up by the tests.
 */
import { parentPointer, pointerSegments, valueAt } from '../../src/core/json-pointer';
import { formFields } from '../../src/core/form';
import {
  registrationCopy,
  registrationFlow,
  stepByKey,
  stepUrl as stepUrlPath,
  type StepDefinition,
} from '../../src/core/registration';
import type { ShellCopy } from '../../src/generated/types/shell-copy';
import { readJson } from './read-json';
import { escapeRegExp } from './strings';

type Json = Record<string, unknown>;

export const flow = registrationFlow;
export const copy = registrationCopy;
export const shellCopy = readJson<ShellCopy>('flows/shell/copy.json');
const loginForm = readJson<{ uiSchema: Record<'email' | 'password', { 'ui:title': string }>; submitLabel: string }>(
  'flows/forms/login.json',
);
export const loginCopy = {
  email: { label: loginForm.uiSchema.email['ui:title'] },
  password: { label: loginForm.uiSchema.password['ui:title'] },
  submit: loginForm.submitLabel,
};
const publicPages = readJson<{ pages: Record<string, { title: string }> }>('flows/pages/public-pages.json');

export const NOT_ACCEPTING_PATH = '/account/heloc/not-accepting-apps';
export const NOT_ACCEPTING_TITLE = publicPages.pages['not-accepting-apps']!.title;
export const LEGACY_PATH = '/account/heloc/register';

export function step(key: string): StepDefinition {
  return stepByKey(key);
}

export interface FieldInfo {
  pointer: string;
  key: string;
  title: string;
  widget: string | undefined;
  required: boolean;
  schema: Json;
  ui: Json;
}

/** The leaf fields of a step in form order (the core's stepFields), with their label and required-ness. */
export function stepFields(stepKey: string): FieldInfo[] {
  const s = step(stepKey);
  return formFields(s).map((f) => {
    const key = pointerSegments(f.pointer).at(-1)!;
    // The field's schema sits at <parent>/properties/<key>; the parent lists it as required.
    const parent = valueAt(s.schema, parentPointer(parentPointer(f.schemaPointer))) as Json | undefined;
    const required = Array.isArray(parent?.required) && (parent.required as string[]).includes(key);
    return {
      pointer: f.pointer,
      key,
      title: String(f.ui['ui:title'] ?? key),
      widget: f.ui['ui:widget'] as string | undefined,
      required,
      schema: f.schema,
      ui: f.ui,
    };
  });
}

export function field(stepKey: string, pointer: string): FieldInfo {
  const found = stepFields(stepKey).find((f) => f.pointer === pointer);
  if (!found) throw new Error(`No field ${pointer} on step "${stepKey}"`);
  return found;
}

/** A field's accessible name: its title, with the "(optional)" marker when it is not required. */
export function fieldLabel(f: FieldInfo): string {
  return f.required ? f.title : `${f.title} ${shellCopy.form.optional}`;
}

/** The label of one option of a select or radio field (ui:enumNames, else the value itself). */
export function optionLabel(f: FieldInfo, value: unknown): string {
  if (f.widget === 'yes-no') return value ? shellCopy.form.yes : shellCopy.form.no;
  const values = (f.schema.enum ?? []) as unknown[];
  const names = (f.ui['ui:enumNames'] ?? []) as string[];
  const index = values.indexOf(value);
  return names[index] ?? String(value);
}

/** The URL path of a step on register-v2. */
export function stepPath(stepKey: string): string {
  return stepUrlPath(stepKey);
}

/** Matches the step's register-v2 URL with any query. */
export function stepUrl(stepKey: string): RegExp {
  return new RegExp(`${escapeRegExp(stepPath(stepKey))}(\\?.*)?$`);
}

/** Matches the older path's URL of a step: /account/heloc/register?step=<legacyStep>, any other query. */
export function legacyStepUrl(stepKey: string): RegExp {
  return new RegExp(`${escapeRegExp(LEGACY_PATH)}\\?(.*&)?step=${escapeRegExp(step(stepKey).legacyStep ?? '')}(&.*)?$`);
}
