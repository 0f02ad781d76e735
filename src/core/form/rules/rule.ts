/** The answers a form's checks see (prepared: blanks left out), by field name. */
export type FormData = Record<string, unknown>;

/**
 * What a rule sees: the value at its field, its params from the flow, the whole prepared data
 * and the context the form is checked in (C: the registration context for registration steps,
 * what the form's caller hands in for the others).
 */
export interface RuleInput<P, C = unknown> {
  value: unknown;
  params: P;
  data: FormData;
  ctx: C;
}

/** A rule's verdict: the key of the flow message to show, the values for its placeholders, and where (default: the rule's field). */
export interface RuleFinding {
  message: string;
  values?: Readonly<Record<string, string | number>>;
  pointer?: string;
}

/**
 * A named check a JSON Schema cannot express (it needs the context, a calendar, a checksum or
 * another field). The flow names it by key, passes params and supplies the words; npm run
 * validate checks the params against `params` and the message keys and placeholders against `messages`.
 * What a rule checks is said in its doc comment, not in a field: the bundle carries no prose.
 */
export interface RuleImpl<P = unknown, C = unknown> {
  /** JSON Schema of the params object in the flow (always given, {} when none). */
  params: Readonly<Record<string, unknown>>;
  /** Message key -> the placeholders its text may use. Every key must be worded in the flow. */
  messages: Readonly<Record<string, readonly string[]>>;
  /** Null when the value passes, or when it is absent or of the wrong type (the form's schema reports those). */
  evaluate(input: RuleInput<P, C>): RuleFinding | null;
}

export function defineRule<P, C = unknown>(impl: RuleImpl<P, C>): RuleImpl<P, C> {
  return impl;
}
