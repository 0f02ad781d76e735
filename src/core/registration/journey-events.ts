import type { PropertyEligibility } from './property-eligibility';
import type { Refusal } from './refused-answer';
import type { RegistrationContext, RegistrationData } from './context';
import type { SmsConsentAnswer } from './sms-consents';
import type { SubmitStage } from './processing-stages';

/** The journey's state, the events it hears and the effects it asks for (journey.ts). */

/** What the account and application submit ended in (src/features/registration/submit). */
export type SubmitOutcome =
  | { kind: 'routed'; path: string; state?: Record<string, unknown>; applicationUuid: string }
  | { kind: 'not-offered'; message: string }
  | { kind: 'account-exists' }
  | {
      kind: 'active-application';
      modal: 'activeApplication' | 'activeApplicationInquiry' | 'recentHeloc';
      applicationUuid?: string;
    }
  | { kind: 'wholesale-login'; href: string }
  | { kind: 'failed' }
  /** The lender's contract refuses an answer (before sending, or in the back end's 400): its step says what to fix. */
  | { kind: 'refused'; answer: string }
  /** The back end said the session is over (401/403) after the account existed: sign in again, answers kept. */
  | { kind: 'session-ended' };

/** An outcome the borrower reads on the step they sent: a notice or a blocking modal. */
export type StayingOutcome = Extract<SubmitOutcome, { kind: 'not-offered' | 'account-exists' | 'active-application' }>;
export type Ineligible = Exclude<PropertyEligibility, { kind: 'eligible' }>;

/**
 * One step's mount of the journey. The draft, the origin and a refused answer outlive the step
 * (atoms in src/features/registration/state); this is what lives and dies with it.
 */
export interface JourneyState {
  /** A call is under way (the eligibility check or the submit): Continue waits. */
  submitting: boolean;
  /** The submit's stage the processing modal tells of. */
  stage: SubmitStage;
  outcome: StayingOutcome | null;
  /** The application exists: the screen it routes to, once the draft is forgotten. */
  done: Extract<SubmitOutcome, { kind: 'routed' }> | null;
  /** The property step's answer the lender cannot take, until a Continue finds it eligible. */
  ineligible: Ineligible | null;
  waitlistOpen: boolean;
  /** The processing modal is mounted: from the submit's start until it has had its minimum time. */
  processingShown: boolean;
}

/** Where the borrower continued from: the step, its path, and the context with the answers sent. */
export interface JourneyPlace {
  stepKey: string;
  /** The older /register?step= path, which walks the legacy steps. */
  legacy: boolean;
  ctx: RegistrationContext;
}

export type JourneyEvent =
  | { type: 'continue'; at: JourneyPlace }
  | { type: 'eligibility-checked'; at: JourneyPlace; verdict: PropertyEligibility }
  /** The submit's chunk did not load. */
  | { type: 'submit-unavailable' }
  | { type: 'stage'; stage: SubmitStage }
  | { type: 'submitted'; at: JourneyPlace; outcome: SubmitOutcome }
  /** The step that asks for a refused answer, or null when no step on the path does. */
  | { type: 'refusal-located'; at: JourneyPlace; refusal: Refusal | null }
  | { type: 'open-waitlist' }
  | { type: 'processing-closed' }
  | { type: 'dismiss-modal' };

/** What the submit sends that the journey decides; the hook adds the brand, origin and session. */
export interface SubmitRequest {
  data: RegistrationData;
  authMode: RegistrationContext['authMode'];
  registration: 'register' | 'register-v2';
  softCreditConsent: boolean;
  smsConsents: SmsConsentAnswer[];
}

export type JourneyEffect =
  | { type: 'store-answers'; answers: RegistrationData }
  | { type: 'set-refusal'; refusal: Refusal | null }
  | { type: 'check-eligibility'; at: JourneyPlace; property: { state: string; zip: string } }
  | { type: 'go-to-step'; step: string }
  | { type: 'go-to-dashboard' }
  /** Keep the element the step was sent with: a modal the answer opens gives focus back to it. */
  | { type: 'keep-focus' }
  | { type: 'submit'; at: JourneyPlace; request: SubmitRequest }
  /** The account exists: the draft and the origin go. */
  | { type: 'forget-draft' }
  | { type: 'locate-refusal'; at: JourneyPlace; answer: string }
  | { type: 'end-session' }
  /** Another brand's sign-in: a full page load. */
  | { type: 'leave'; href: string };

export interface JourneyStep {
  state: JourneyState;
  effects: JourneyEffect[];
}
