import { fillTemplate } from '@/core/text/template';
import { registrationCopy } from './copy';
import type { JourneyState } from './journey-events';
import { PROPERTY_STEP } from './journey-state';

type Values = Readonly<Record<string, string>>;

/**
 * The message above the step's form: a product the server does not offer, or a property the
 * lender cannot take (on the property step only).
 */
export function journeyNotice(
  state: Pick<JourneyState, 'outcome' | 'ineligible'>,
  stepKey: string,
  values: Values,
): { title: string; body: string } | null {
  const { outcome, ineligible } = state;
  if (outcome?.kind === 'not-offered')
    return {
      title: registrationCopy.notOffered.title,
      body: `${outcome.message} ${fillTemplate(registrationCopy.notOffered.help, values)}`,
    };
  if (!ineligible || stepKey !== PROPERTY_STEP) return null;
  const words =
    ineligible.kind === 'state-not-served'
      ? registrationCopy.eligibility.stateNotServed
      : registrationCopy.eligibility.zipNotEligible;
  const filled = { ...values, ...ineligible };
  return { title: fillTemplate(words.title, filled), body: fillTemplate(words.body, filled) };
}

/** The blocking modal an outcome opens (its words in flows/registration), or none. */
export function journeyModalKey(outcome: JourneyState['outcome']): string | null {
  if (outcome?.kind === 'account-exists') return 'accountExists';
  return outcome?.kind === 'active-application' ? outcome.modal : null;
}
