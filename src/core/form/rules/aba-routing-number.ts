import { isValidRoutingNumber } from '@/core/bank/routing-number';
import { defineRule } from './rule';

/**
 * A US bank routing number: nine digits, a prefix the ABA assigns and the 3-7-1 checksum (src/core/bank/routing-number.ts).
 *
 * Checks: The value is an ABA routing number: nine digits, an assigned prefix and a valid checksum.
 */
export const abaRoutingNumber = defineRule<Record<string, never>>({
  params: { type: 'object', additionalProperties: false },
  messages: { invalid: [] },
  evaluate({ value }) {
    if (typeof value !== 'string') return null;
    return isValidRoutingNumber(value) ? null : { message: 'invalid' };
  },
});
