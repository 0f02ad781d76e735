import { childPointer } from '../../../src/core/json-pointer';
import { formFields } from '../../../src/core/form/fields';
import { RULES } from '../../../src/core/form/rules';
import { templateKeys } from '../../../src/core/text/template';
import { flowFormFiles } from '../../generate/emit-flow-forms';
import { createRegistrationAjv } from '../../generate/registration-ajv';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Diagnostic } from '../diagnostic';
import { checkFormFields, formCompiler } from './application-screens';
import { reporter, type ProjectCheck, type Report } from './check';

type Json = Record<string, unknown>;

/**
 * What the form schema cannot say about a form of flows/forms/: its schema compiles, its fields
 * use known widgets, have labels and words for every failure; its rules are registered, take the
 * params given and have words for every message; `prepare` names its fields.
 */
export const flowFormsCheck: ProjectCheck = {
  run({ flowFiles }) {
    const out: Diagnostic[] = [];
    const compiles = formCompiler();
    let ajv: ReturnType<typeof createRegistrationAjv> | undefined;
    for (const doc of flowFormFiles(flowFiles)) {
      if (!isPlainObject(doc.value)) continue;
      const form = doc.value;
      const report = reporter(doc, out);
      checkFormFields(doc.file, form, '', report, compiles);
      const fields = formFields({ schema: form.schema, uiSchema: form.uiSchema }).map((f) => f.pointer);
      for (const pointer of Object.keys(isPlainObject(form.prepare) ? form.prepare : {})) {
        if (!fields.includes(pointer))
          report(
            childPointer('/prepare', pointer),
            `"${pointer}" is not a field of this form${didYouMean(pointer, fields)}`,
            'key',
          );
      }
      const uses = Array.isArray(form.rules) ? form.rules : [];
      uses.forEach((use: unknown, r) => {
        if (!isPlainObject(use)) return;
        checkRuleUse(use, `/rules/${r}`, fields, report, () => (ajv ??= createRegistrationAjv()));
      });
    }
    return out;
  },
};

function checkRuleUse(
  use: Json,
  here: string,
  fields: readonly string[],
  report: Report,
  ajv: () => ReturnType<typeof createRegistrationAjv>,
): void {
  const name = String(use.rule);
  const rule = Object.hasOwn(RULES, name) ? RULES[name] : undefined;
  if (!rule) {
    report(`${here}/rule`, `"${name}" is not a rule${didYouMean(name, Object.keys(RULES))} (src/core/form/rules)`);
    return;
  }
  if (typeof use.field === 'string' && !fields.includes(use.field))
    report(`${here}/field`, `"${use.field}" is not a field of this form${didYouMean(use.field, fields)}`);
  const validate = ajv().compile(rule.params as object);
  if (!validate(use.params ?? {})) {
    for (const e of validate.errors ?? [])
      report(`${here}/params${e.instancePath}`, `${e.message ?? 'is not valid'} (params of rule "${name}")`);
  }
  checkRuleMessages(name, rule.messages, use, here, report);
}

/** Every message a rule needs has words, and each worded message is one of the rule's and fills only its placeholders. */
export function checkRuleMessages(
  name: string,
  ruleMessages: Readonly<Record<string, readonly string[]>>,
  use: Json,
  here: string,
  report: Report,
): void {
  const messages = isPlainObject(use.messages) ? use.messages : {};
  for (const needed of Object.keys(ruleMessages)) {
    if (typeof messages[needed] !== 'string')
      report(`${here}/messages`, `has no words for message "${needed}" of rule "${name}"`);
  }
  for (const [key, text] of Object.entries(messages)) {
    const allowed = ruleMessages[key];
    const where = childPointer(`${here}/messages`, key);
    if (!allowed) {
      report(where, `rule "${name}" has no message "${key}"${didYouMean(key, Object.keys(ruleMessages))}`, 'key');
      continue;
    }
    const offer = allowed.length ? `it fills ${allowed.map((p) => `{${p}}`).join(', ')}` : 'it fills no placeholders';
    for (const placeholder of templateKeys(String(text))) {
      if (!allowed.includes(placeholder))
        report(where, `{${placeholder}} is not filled by rule "${name}" for "${key}": ${offer}`);
    }
  }
}
