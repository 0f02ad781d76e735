import { defineRule } from './rule';

interface Params {
  minLength: number;
  minWords: number;
}

/**
 * A street is a number and a name: blank, too short or a single word is not an address.
 *
 * Checks: The street line is at least minLength characters and minWords words once trimmed.
 */
export const streetWords = defineRule<Params>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['minLength', 'minWords'],
    properties: { minLength: { type: 'integer', minimum: 1 }, minWords: { type: 'integer', minimum: 1 } },
  },
  messages: { invalid: [] },
  evaluate({ value, params }) {
    if (typeof value !== 'string') return null;
    const street = value.trim();
    const words = street === '' ? 0 : street.split(/\s+/).length;
    return street.length < params.minLength || words < params.minWords ? { message: 'invalid' } : null;
  },
});
