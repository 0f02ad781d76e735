import { valueAt } from '@/core/json-pointer';
import { defineRule } from './rule';

interface Params {
  other: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A confirmation of a number typed twice: the same digits, whatever spaces or dashes were pasted with them.
 *
 * Checks: The digits of the value equal the digits of the value at params.other.
 */
export const digitsMatch = defineRule<Params>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['other'],
    properties: { other: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' } },
  },
  messages: { mismatch: [] },
  evaluate({ value, params, data }) {
    if (typeof value !== 'string') return null;
    const other = valueAt(data, params.other);
    return digits(value) === (typeof other === 'string' ? digits(other) : '') ? null : { message: 'mismatch' };
  },
});
