import type { StateLicensesResponse } from '@/generated/types/state-licenses-response';
import type { StatesEligibilityResponse } from '@/generated/types/states-eligibility-response';
import type { ZipEligibilityResponse } from '@/generated/types/zip-eligibility-response';

/** Whether the lender can take an application for this property, and if not, why. */
export type PropertyEligibility =
  | { kind: 'eligible' }
  | { kind: 'state-not-served'; state: string; stateName: string }
  | { kind: 'zip-not-eligible'; zip: string };

/**
 * The lender's own answers decide (borrower-journey section 7): a state is served when
 * states-eligibility marks it eligible and the lender holds a licence there (state-licenses);
 * then the zip must be eligible. A missing answer (the call failed) rules nothing out: the
 * create call checks again.
 */
export function propertyEligibility(
  property: { state: string; zip: string },
  answers: {
    states: StatesEligibilityResponse | null;
    licenses: StateLicensesResponse | null;
    zip: ZipEligibilityResponse | null;
  },
): PropertyEligibility {
  const state = property.state.toUpperCase();
  const entry = answers.states?.states.find((s) => s.abbrev === state);
  const eligible = answers.states ? entry?.eligible === true : true;
  const licensed = answers.licenses ? answers.licenses.items.some((i) => i.abbrev === state) : true;
  if (!eligible || !licensed) return { kind: 'state-not-served', state, stateName: entry?.name ?? state };
  if (answers.zip && answers.zip.zip === property.zip && !answers.zip.eligible)
    return { kind: 'zip-not-eligible', zip: property.zip };
  return { kind: 'eligible' };
}
