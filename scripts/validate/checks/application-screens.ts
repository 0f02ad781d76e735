import { existsSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_VALUE_KEYS } from '../../../src/core/application/screen-values';
import { childPointer } from '../../../src/core/json-pointer';
import { formFields } from '../../../src/core/form/fields';
import { WIDGET_KEYS } from '../../../src/core/form/widget-keys';
import { isFieldGroup } from '../../../src/core/form/fields';
import { templateKeys } from '../../../src/core/text/template';
import {
  applicationFormSchemas,
  applicationScreenFiles,
  isApplicationScreensFile,
} from '../../generate/emit-application-screens';
import { createRegistrationAjv } from '../../generate/registration-ajv';
import { cachedRegistrationModuleEach } from '../../generate/registration-validators';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Diagnostic } from '../diagnostic';
import { field, reporter, stringItems, type ProjectCheck, type Report } from './check';

/** The widget registry: one folder per key, holding <key>.tsx (src/features/application/README.md). */
export const WIDGETS_DIR = 'src/features/application/widgets';

type Json = Record<string, unknown>;

/**
 * What the screen schema cannot say: no screen is defined twice (the screen files are the list
 * of screens: generate derives SCREEN_PATHS from them); a widget key names a registered widget; a form's
 * schema compiles, its fields use known renderer widgets, and every way a field can fail has
 * words; intro placeholders are ones the app fills.
 */
export const applicationScreensCheck: ProjectCheck = {
  run({ rootDir, flowFiles }) {
    const docs = flowFiles.filter((f) => isApplicationScreensFile(f.file));
    if (docs.length === 0) return [];
    const out: Diagnostic[] = [];
    const defined = new Map<string, string>();
    // generate stores the compiled forms by their exact schemas: stored means every form compiles.
    const compiles = cachedRegistrationModuleEach(applicationFormSchemas(applicationScreenFiles(flowFiles)))
      ? () => undefined
      : formCompiler();
    for (const doc of docs) {
      const screens = isPlainObject(doc.value) && isPlainObject(doc.value.screens) ? doc.value.screens : {};
      for (const [screenPath, screen] of Object.entries(screens)) {
        const at = childPointer('/screens', screenPath);
        const report = reporter(doc, out);
        const earlier = defined.get(screenPath);
        if (earlier) report(at, `"${screenPath}" is already defined in ${earlier}`, 'key');
        else defined.set(screenPath, doc.file);
        if (isPlainObject(screen)) checkScreen(rootDir, screenPath, screen, at, report, compiles);
      }
    }
    return out;
  },
};

/** Why a form schema does not compile under the registration ajv, or undefined when it does. */
type FormCompiler = (schema: unknown) => string | undefined;

/** Compiles form schemas in one registration ajv (a new ajv costs more than its compiles). */
export function formCompiler(): FormCompiler {
  let ajv: ReturnType<typeof createRegistrationAjv> | undefined;
  return (schema) => {
    try {
      (ajv ??= createRegistrationAjv()).compile(schema as object);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };
}

export function checkScreen(
  rootDir: string,
  screenPath: string,
  screen: Json,
  at: string,
  report: Report,
  compiles: FormCompiler = formCompiler(),
): void {
  const introVariant = screen.introVariant as Json | undefined;
  const intros: [string, unknown][] = [
    [`${at}/intro`, screen.intro],
    [`${at}/introVariant/intro`, introVariant?.intro],
  ];
  for (const [pointer, paragraphs] of intros) {
    (Array.isArray(paragraphs) ? paragraphs : []).forEach((text, i) => {
      if (typeof text !== 'string') return;
      for (const key of templateKeys(text)) {
        if (!(SCREEN_VALUE_KEYS as readonly string[]).includes(key)) {
          report(
            `${pointer}/${i}`,
            `{${key}} is not a value the app fills${didYouMean(key, SCREEN_VALUE_KEYS)} (one of ${SCREEN_VALUE_KEYS.join(', ')})`,
          );
        }
      }
    });
  }
  if (screen.kind === 'widget' && typeof screen.widget === 'string') {
    const key = screen.widget;
    if (!existsSync(path.join(rootDir, WIDGETS_DIR, key, `${key}.tsx`))) {
      report(
        `${at}/widget`,
        `"${key}" is not a registered widget: no ${WIDGETS_DIR}/${key}/${key}.tsx (and its line in ${WIDGETS_DIR}/index.ts)`,
      );
    }
  }
  if (screen.kind === 'form' && isPlainObject(screen.form))
    checkFormFields(`"${screenPath}"`, screen.form, `${at}/form`, report, compiles);
}

/** A form's schema compiles, its fields use known widgets and have labels, and every failure has words (application form screens, flows/forms/). */
export function checkFormFields(name: string, form: Json, at: string, report: Report, compiles: FormCompiler): void {
  const problem = compiles(form.schema);
  if (problem !== undefined) {
    report(`${at}/schema`, `is not a usable form schema for ${name}: ${problem}`);
    return;
  }
  const messages = isPlainObject(form.messages) ? form.messages : {};
  for (const f of formFields({ schema: form.schema, uiSchema: form.uiSchema })) {
    const ui = `${at}/uiSchema${f.uiPointer}`;
    const widget = f.ui['ui:widget'];
    if (typeof widget !== 'string')
      report(ui, `field "${f.pointer}" has no ui:widget: name one of ${WIDGET_KEYS.join(', ')}`);
    else if (!(WIDGET_KEYS as readonly string[]).includes(widget))
      report(childPointer(ui, 'ui:widget'), `"${widget}" is not a form widget${didYouMean(widget, WIDGET_KEYS)}`);
    if (typeof f.ui['ui:title'] !== 'string')
      report(ui, `field "${f.pointer}" has no ui:title: every field needs a label`);
    if (f.schema.errorMessage === undefined && typeof messages[f.pointer] !== 'string') {
      report(
        `${at}/schema${f.schemaPointer}`,
        `field "${f.pointer}" has no words for a failure: give it an errorMessage, or a "messages" entry "${f.pointer}"`,
      );
    }
  }
  const fields = formFields({ schema: form.schema, uiSchema: form.uiSchema }).map((f) => f.pointer);
  for (const [entry, list] of [
    ['messages', messages],
    ['prefill', isPlainObject(form.prefill) ? form.prefill : {}],
  ] as const) {
    for (const pointer of Object.keys(list)) {
      if (!fields.includes(pointer))
        report(
          childPointer(`${at}/${entry}`, pointer),
          `"${pointer}" is not a field of this form${didYouMean(pointer, fields)}`,
          'key',
        );
    }
  }
  checkRequiredWords(form.schema as Json, form.uiSchema, `${at}/schema`, '', messages, report);
}

/** A required field that is left empty needs words too: the parent's errorMessage.required, or messages. */
function checkRequiredWords(
  schema: Json,
  ui: unknown,
  schemaAt: string,
  pointer: string,
  messages: Json,
  report: Report,
): void {
  const words = field(schema, 'errorMessage', 'required');
  for (const [, key] of stringItems(schema, 'required')) {
    const child = childPointer(pointer, key);
    if (typeof field(words, key) !== 'string' && typeof messages[child] !== 'string') {
      report(
        `${schemaAt}/required`,
        `required field "${child}" has no words for when it is empty: add errorMessage.required.${key}, or a "messages" entry "${child}"`,
      );
    }
  }
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(properties)) {
    // A field drawn whole (a chosen file) is filled by its widget, never left partly empty.
    if (isPlainObject(value) && isFieldGroup(value, field(ui, key))) {
      const at = childPointer(childPointer(schemaAt, 'properties'), key);
      checkRequiredWords(value, field(ui, key), at, childPointer(pointer, key), messages, report);
    }
  }
}
