import { US_STATES } from '@/core/geo/us-states';
import type { RegistrationContext } from '../context';
import { defineRule } from '@/core/form';

/**
 * When the referring loan officer enforces licensed states, the property must be in one of them.
 *
 * Checks: The property's state is one the referring loan officer is licensed in (when the officer enforces it).
 */
export const licensedStates = defineRule<Record<string, never>, RegistrationContext>({
  params: { type: 'object', additionalProperties: false },
  messages: { notLicensed: ['state', 'stateName'] },
  evaluate({ value, ctx }) {
    if (ctx.licensedStates === null || typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) return null;
    if (ctx.licensedStates.includes(value)) return null;
    const stateName = US_STATES.find((s) => s.abbrev === value)?.name ?? value;
    return { message: 'notLicensed', values: { state: value, stateName } };
  },
});
