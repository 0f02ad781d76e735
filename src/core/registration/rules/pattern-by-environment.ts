import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

interface Params {
  patterns: { production: string; 'non-production': string };
  minLength?: number;
}

const compiled = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) compiled.set(source, (re = new RegExp(source)));
  return re;
}

/**
 * A field whose allowed characters depend on the environment: the last name takes digits outside
 * production (test identities are numbered) but only letters, hyphen and space in production.
 *
 * Checks: The value matches the pattern for the context's environment and has at least minLength characters.
 */
export const patternByEnvironment = defineRule<Params, RegistrationContext>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['patterns'],
    properties: {
      patterns: {
        type: 'object',
        additionalProperties: false,
        required: ['production', 'non-production'],
        properties: {
          production: { type: 'string', minLength: 1 },
          'non-production': { type: 'string', minLength: 1 },
        },
      },
      minLength: { type: 'integer', minimum: 1 },
    },
  },
  messages: { unsupported: [], tooShort: [] },
  evaluate({ value, params, ctx }) {
    if (typeof value !== 'string') return null;
    if (!regex(params.patterns[ctx.environment]).test(value)) return { message: 'unsupported' };
    if (params.minLength !== undefined && [...value].length < params.minLength) return { message: 'tooShort' };
    return null;
  },
});
