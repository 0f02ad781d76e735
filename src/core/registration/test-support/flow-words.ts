import { fillTemplate } from '@/core/text/template';
import { stepByKey } from '../flow';
import { valueAt } from '@/core/json-pointer';

/**
 * Expected messages for tests, read from flows/registration/steps.json rather than copied into
 * code, so a wording change in the flow is a one-file diff and the tests follow it.
 */
export function schemaWords(step: string, schemaPointer: string): string {
  const words = valueAt(stepByKey(step).schema, schemaPointer);
  if (typeof words !== 'string') throw new Error(`No words at ${step} schema ${schemaPointer}`);
  return words;
}

export function ruleWords(
  step: string,
  rule: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const use = stepByKey(step).rules.find((r) => r.rule === rule);
  const text = use?.messages[key];
  if (text === undefined) throw new Error(`No message ${key} of rule ${rule} in step ${step}`);
  return fillTemplate(text, values);
}
