import { conditionIds } from './condition-ids';
import type { RegistrationContext } from './context';
import { registrationFlow, type RegistrationSteps } from './flow';
import { matches } from './matches';

/**
 * Whether the create request gives SOFT_CREDIT consent for these answers: yes unless the context
 * matches the flow's softCreditConsent.withheldWhen (New York without the FCRA flag, in
 * flows/registration/steps.json). A flow without that entry always gives it.
 */
export function softCreditConsent(
  ctx: RegistrationContext,
  flow: Pick<RegistrationSteps, 'softCreditConsent'> = registrationFlow,
): boolean {
  return !flow.softCreditConsent || !matches(conditionIds.softCreditWithheld(), ctx);
}
