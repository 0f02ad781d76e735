import { valueAt } from '@/core/json-pointer';
import { defineRule } from './rule';

interface Params {
  other: string;
}

/**
 * The confirmation equals the password (checked once both are typed).
 *
 * Checks: The value equals the value at params.other.
 */
export const passwordMatch = defineRule<Params>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['other'],
    properties: { other: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' } },
  },
  messages: { mismatch: [] },
  evaluate({ value, params, data }) {
    const other = valueAt(data, params.other);
    if (typeof value !== 'string' || typeof other !== 'string') return null;
    return value === other ? null : { message: 'mismatch' };
  },
});
