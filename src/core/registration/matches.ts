import { CONDITION_VALIDATORS } from '@/generated/registration';
import type { RegistrationContext } from './context';

/**
 * Whether the context matches the flow condition with this id (src/core/registration/
 * condition-ids.ts), using the validator npm run generate precompiled: nothing is compiled here.
 */
export function matches(conditionId: string, ctx: RegistrationContext): boolean {
  const validate = CONDITION_VALIDATORS[conditionId];
  if (!validate) throw new Error(`No precompiled registration condition "${conditionId}": run npm run generate`);
  return validate(ctx);
}
