import type { RegistrationContext } from './context';
import { answersOnPath } from './answers-on-path';
import { legacyStepsToShow, nextStep, SUBMIT } from './navigation';
import { continueTo } from './resume-skip';
import { smsConsentAnswers } from './sms-consents';
import { softCreditConsent } from './soft-credit-consent';
import { stepByKey } from './flow';
import type { JourneyEffect, JourneyPlace, JourneyState, JourneyStep, JourneyEvent } from './journey-events';
import { isProcessing, PROPERTY_STEP } from './journey-state';

export { initialJourney, isProcessing, PROPERTY_STEP } from './journey-state';

/**
 * One step of the registration journey as a state machine: a Continue, and the answers of the
 * calls it starts, give the next state and the effects to run (store the answers, check the
 * property, submit, move on), whose outcomes come back as events. No requests, router or storage
 * here: the hook in src/features/registration runs the effects.
 */

/** The older path walks the legacy steps, skipping contact-info when email and phone are known. */
function skipLegacy(key: string, ctx: RegistrationContext): string {
  const shown = legacyStepsToShow(ctx);
  let current = key;
  while (current !== SUBMIT && !shown.includes(stepByKey(current).legacyStep ?? '')) current = nextStep(current, ctx);
  return current;
}

/** On to the next step the answers lead to, or the submit after the last. */
function advance(state: JourneyState, at: JourneyPlace, effects: JourneyEffect[]): JourneyStep {
  const { stepKey, legacy, ctx } = at;
  const next = continueTo(stepKey, ctx);
  if (next !== SUBMIT) {
    const upcoming = legacy ? skipLegacy(next, ctx) : next;
    return { state, effects: [...effects, { type: 'go-to-step', step: upcoming === SUBMIT ? stepKey : upcoming }] };
  }
  return {
    state: {
      ...state,
      stage: ctx.signedIn ? 'application' : 'account',
      submitting: true,
      processingShown: state.processingShown || isProcessing({ ...state, submitting: true }, stepKey),
    },
    effects: [
      ...effects,
      { type: 'keep-focus' },
      {
        type: 'submit',
        at,
        request: {
          // A kept answer of a step this path no longer visits (its flag since turned off) is not sent.
          data: answersOnPath(ctx),
          authMode: ctx.authMode,
          registration: legacy ? 'register' : 'register-v2',
          softCreditConsent: softCreditConsent(ctx),
          smsConsents: smsConsentAnswers(ctx),
        },
      },
    ],
  };
}

/** What the submit ended in: the next screen, a message on this step, or somewhere else. */
function submitted(state: JourneyState, event: Extract<JourneyEvent, { type: 'submitted' }>): JourneyStep {
  const { outcome, at } = event;
  const settled = { ...state, submitting: false };
  switch (outcome.kind) {
    case 'routed':
      return { state: { ...settled, done: outcome }, effects: [{ type: 'forget-draft' }] };
    case 'failed':
      return { state: settled, effects: [{ type: 'go-to-dashboard' }] };
    case 'refused':
      return { state: settled, effects: [{ type: 'locate-refusal', at, answer: outcome.answer }] };
    case 'session-ended':
      return { state: settled, effects: [{ type: 'end-session' }] };
    case 'wholesale-login':
      return { state: settled, effects: [{ type: 'leave', href: outcome.href }] };
    default:
      return { state: { ...settled, outcome }, effects: [] };
  }
}

export function journeyStep(state: JourneyState, event: JourneyEvent): JourneyStep {
  switch (event.type) {
    case 'continue': {
      const { stepKey, ctx } = event.at;
      const kept: JourneyEffect[] = [
        { type: 'store-answers', answers: ctx.data },
        { type: 'set-refusal', refusal: null },
      ];
      const property = ctx.data.propertyAddress;
      if (stepKey === PROPERTY_STEP && property?.state && property.zip)
        return {
          state: { ...state, submitting: true },
          effects: [
            ...kept,
            { type: 'check-eligibility', at: event.at, property: { state: property.state, zip: property.zip } },
          ],
        };
      return advance(state, event.at, kept);
    }
    case 'eligibility-checked': {
      const checked = { ...state, submitting: false, waitlistOpen: false };
      if (event.verdict.kind !== 'eligible') return { state: { ...checked, ineligible: event.verdict }, effects: [] };
      return advance({ ...checked, ineligible: null }, event.at, []);
    }
    case 'submit-unavailable':
      return { state: { ...state, submitting: false }, effects: [{ type: 'go-to-dashboard' }] };
    case 'stage':
      return { state: { ...state, stage: event.stage }, effects: [] };
    case 'submitted':
      return submitted(state, event);
    case 'refusal-located': {
      const { refusal, at } = event;
      // Never without a message: an answer no step on the path asks for is the catalogue's failure.
      if (!refusal) return { state, effects: [{ type: 'go-to-dashboard' }] };
      return {
        state,
        effects: [
          { type: 'set-refusal', refusal },
          ...(refusal.step === at.stepKey ? [] : [{ type: 'go-to-step', step: refusal.step } as const]),
        ],
      };
    }
    case 'open-waitlist':
      return { state: { ...state, waitlistOpen: true }, effects: [] };
    case 'processing-closed':
      return { state: { ...state, processingShown: false }, effects: [] };
    case 'dismiss-modal':
      return { state: { ...state, outcome: null }, effects: [] };
  }
}
