import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

interface Params {
  flag: string;
  variable: string;
}

/**
 * A property zip in a declared disaster area (a flag's zip list) gets the post-disaster inspection warning.
 *
 * Checks: Finds the zip in the list held by a flag's variable while the flag is on.
 */
export const disasterZip = defineRule<Params, RegistrationContext>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['flag', 'variable'],
    properties: { flag: { type: 'string', pattern: '^fe-[a-z0-9-]+$' }, variable: { type: 'string', minLength: 1 } },
  },
  messages: { inspection: [] },
  evaluate({ value, params, ctx }) {
    const flag = ctx.flags[params.flag];
    if (typeof value !== 'string' || !flag?.enabled) return null;
    const zips = flag.variables?.[params.variable];
    return Array.isArray(zips) && zips.includes(value) ? { message: 'inspection' } : null;
  },
});
