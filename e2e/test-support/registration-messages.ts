/** The words a step shows when answers are wrong, read from the flow (schema errorMessage and rule messages). */
import { copy, field, step, stepFields } from './registration-flow';
import { fill } from './strings';

type Json = Record<string, unknown>;
type ErrorWords = string | Record<string, string | Record<string, string>> | undefined;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema message of a field: its errorMessage (string), or the one for `keyword`. */
export function schemaMessage(stepKey: string, pointer: string, keyword?: string): string {
  const words = field(stepKey, pointer).schema.errorMessage as ErrorWords;
  if (typeof words === 'string') return words;
  const text = keyword && words ? words[keyword] : undefined;
  if (typeof text !== 'string') throw new Error(`No "${keyword}" message for ${pointer} on "${stepKey}"`);
  return text;
}

/** A rule's message on a step, placeholders filled. */
export function ruleMessage(
  stepKey: string,
  rule: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const use = step(stepKey).rules.find((r) => r.rule === rule);
  const text = use?.messages[key];
  if (!text) throw new Error(`No message "${key}" of rule "${rule}" on "${stepKey}"`);
  return fill(text, values);
}

export function ruleParams<T = Json>(stepKey: string, rule: string): T {
  const use = step(stepKey).rules.find((r) => r.rule === rule);
  if (!use) throw new Error(`No rule "${rule}" on "${stepKey}"`);
  return (use.params ?? {}) as T;
}

/**
 * The message each required field shows when the step is submitted empty: the parent's
 * errorMessage.required word, else the field's own. A group the borrower has not touched counts
 * as empty, so its required fields are listed too (the app checks it as {}).
 */
export function requiredMessages(stepKey: string): { pointer: string; message: string }[] {
  const out: { pointer: string; message: string }[] = [];
  const walkSchema = (schema: Json, pointer: string) => {
    const properties = isJson(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const words =
      isJson(schema.errorMessage) && isJson(schema.errorMessage.required)
        ? (schema.errorMessage.required as Record<string, string>)
        : {};
    for (const [key, child] of Object.entries(properties) as [string, Json][]) {
      if (child.type === 'object') walkSchema(child, `${pointer}/${key}`);
      else if (required.includes(key)) {
        const own = child.errorMessage as ErrorWords;
        const message =
          words[key] ?? (typeof own === 'string' ? own : (own?.type as string | undefined)) ?? copy.fallbackError;
        out.push({ pointer: `${pointer}/${key}`, message });
      }
    }
  };
  walkSchema(step(stepKey).schema as Json, '');
  const order = stepFields(stepKey).map((f) => f.pointer);
  return out.sort((a, b) => order.indexOf(a.pointer) - order.indexOf(b.pointer));
}
