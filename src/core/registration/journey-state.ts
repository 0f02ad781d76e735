import type { JourneyState } from './journey-events';

/*
 * What a registration step draws from the journey before anything happens on it: apart from the
 * state machine (journey.ts), which a step loads on its first change or Continue.
 */

/** The step whose answers the eligibility calls check: the one that asks for the property address. */
export const PROPERTY_STEP = 'property';

export function initialJourney(): JourneyState {
  return {
    submitting: false,
    stage: 'account',
    outcome: null,
    done: null,
    ineligible: null,
    waitlistOpen: false,
    processingShown: false,
  };
}

/** The property step's own check shows no processing modal; the submit does. */
export const isProcessing = (state: JourneyState, stepKey: string) => state.submitting && stepKey !== PROPERTY_STEP;
