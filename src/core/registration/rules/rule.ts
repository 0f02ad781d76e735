import type { RegistrationContext, RegistrationData } from '../context';

/** What a rule sees: the value at its field, its params from the flow, the whole (cleaned) data and the context. */
export interface RuleInput<P> {
  value: unknown;
  params: P;
  data: RegistrationData;
  ctx: RegistrationContext;
}

/** A rule's verdict: the key of the flow message to show, the values for its placeholders, and where (default: the rule's field). */
export interface RuleFinding {
  message: string;
  values?: Readonly<Record<string, string | number>>;
  pointer?: string;
}

/**
 * A named check a JSON Schema cannot express (it needs the context, a calendar or another field).
 * The flow names it by key, passes params and supplies the words; npm run validate checks the
 * params against `params` and the message keys and placeholders against `messages`.
 */
export interface RuleImpl<P = unknown> {
  description: string;
  /** JSON Schema of the params object in the flow (always given, {} when none). */
  params: Readonly<Record<string, unknown>>;
  /** Message key -> the placeholders its text may use. Every key must be worded in the flow. */
  messages: Readonly<Record<string, readonly string[]>>;
  /** Null when the value passes, or when it is absent or of the wrong type (the step schema reports those). */
  evaluate(input: RuleInput<P>): RuleFinding | null;
}

export function defineRule<P>(impl: RuleImpl<P>): RuleImpl<P> {
  return impl;
}
