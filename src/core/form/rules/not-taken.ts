import { defineRule } from './rule';

/** What the form's caller hands in: the values already used (e.g. the emails already invited). */
export interface TakenContext {
  taken?: readonly string[];
}

/** A value not used yet, compared without case and surrounding spaces: one invitation per email.
 *
 * Checks: The value, compared without case, is none of the context's taken values.
 */
export const notTaken = defineRule<Record<string, never>, TakenContext | null>({
  params: { type: 'object', additionalProperties: false },
  messages: { taken: [] },
  evaluate({ value, ctx }) {
    if (typeof value !== 'string') return null;
    const wanted = value.trim().toLowerCase();
    return (ctx?.taken ?? []).some((t) => t.trim().toLowerCase() === wanted) ? { message: 'taken' } : null;
  },
});
