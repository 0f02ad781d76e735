import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

/**
 * States the brand may not lend in while a regulator reviews it (brand stateRestrictions.regulatorReview).
 *
 * Checks: The property's state is not under regulator review for this brand.
 */
export const regulatorReview = defineRule<Record<string, never>, RegistrationContext>({
  params: { type: 'object', additionalProperties: false },
  messages: { notAvailable: [] },
  evaluate({ value, ctx }) {
    if (typeof value !== 'string') return null;
    return ctx.brand.stateRestrictions.regulatorReview.includes(value) ? { message: 'notAvailable' } : null;
  },
});
