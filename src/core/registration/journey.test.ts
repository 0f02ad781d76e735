import { describe, expect, it } from 'vitest';
import type { RegistrationContext, RegistrationData } from './context';
import { initialJourney, isProcessing, journeyStep, PROPERTY_STEP } from './journey';
import type {
  JourneyEffect,
  JourneyEvent,
  JourneyPlace,
  JourneyState,
  StayingOutcome,
  SubmitOutcome,
} from './journey-events';
import type { Refusal } from './refused-answer';
import { completeData, testContext } from './test-support/test-context';

const answers = completeData();
const place = (stepKey: string, data: RegistrationData = answers, more: Partial<JourneyPlace> = {}): JourneyPlace => ({
  stepKey,
  legacy: false,
  ctx: testContext({ data }),
  ...more,
});
const signedIn = (at: JourneyPlace): JourneyPlace => ({ ...at, ctx: { ...at.ctx, signedIn: true } });
const state = (more: Partial<JourneyState> = {}): JourneyState => ({ ...initialJourney(), ...more });
const run = (events: JourneyEvent[], from = initialJourney()) => {
  let current = from;
  const effects: JourneyEffect[] = [];
  for (const event of events) {
    const step = journeyStep(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
};
const types = (effects: JourneyEffect[]) => effects.map((e) => e.type);

const kept = (data: RegistrationData): JourneyEffect[] => [
  { type: 'store-answers', answers: data },
  { type: 'set-refusal', refusal: null },
];
const refusal: Refusal = {
  step: 'legal-name',
  error: { pointer: '/name/lastName', message: 'No.', severity: 'error' },
};
const submitting = state({ submitting: true, processingShown: true });

describe('initialJourney', () => {
  it('starts idle, on the account stage, with nothing to say', () =>
    expect(initialJourney()).toEqual({
      submitting: false,
      stage: 'account',
      outcome: null,
      done: null,
      ineligible: null,
      waitlistOpen: false,
      processingShown: false,
    }));
});

describe('Continue before the last step', () => {
  it('keeps the answers, clears a refusal and goes to the next step', () => {
    const data = { ...answers, propertyAddress: { ...answers.propertyAddress, occupancyType: 'HOME' as const } };
    expect(journeyStep(state(), { type: 'continue', at: place('annual-income', data) })).toEqual({
      state: state(),
      effects: [...kept(data), { type: 'go-to-step', step: 'legal-name' }],
    });
  });

  it('passes over a step a prefill answered (resumeSkipWhen)', () => {
    const data = { ...answers, hasSaleStatusBeenSet: true, hasIncomeBeenSet: true };
    const { effects } = journeyStep(state(), { type: 'continue', at: place('home-address', data) });
    expect(effects.at(-1)).toEqual({ type: 'go-to-step', step: 'legal-name' });
  });

  it('on the older path, skips contact-info when email and phone are known', () => {
    const { effects } = journeyStep(state(), { type: 'continue', at: place('birthdate', answers, { legacy: true }) });
    expect(effects.at(-1)).toEqual({ type: 'go-to-step', step: 'set-password' });
  });

  it('on the older path, asks for contact-info when the phone is missing', () => {
    const data = { ...answers, phoneNumber: undefined };
    const { effects } = journeyStep(state(), { type: 'continue', at: place('birthdate', data, { legacy: true }) });
    expect(effects.at(-1)).toEqual({ type: 'go-to-step', step: 'phone-and-email' });
  });

  it('on the new path, asks for phone and email even when known', () => {
    const { effects } = journeyStep(state(), { type: 'continue', at: place('birthdate') });
    expect(effects.at(-1)).toEqual({ type: 'go-to-step', step: 'phone-and-email' });
  });
});

describe('Continue on the property step', () => {
  const at = place(PROPERTY_STEP);

  it('checks the property with the lender first, Continue waiting, no processing modal', () => {
    const step = journeyStep(state(), { type: 'continue', at });
    expect(step.state).toEqual(state({ submitting: true }));
    expect(isProcessing(step.state, PROPERTY_STEP)).toBe(false);
    expect(step.effects).toEqual([
      ...kept(answers),
      { type: 'check-eligibility', at, property: { state: 'CA', zip: '95112' } },
    ]);
  });

  it('without a state and zip, moves on unchecked', () => {
    const data = { ...answers, propertyAddress: { street1: '12 Main Street', occupancyType: 'HOME' as const } };
    expect(types(journeyStep(state(), { type: 'continue', at: place(PROPERTY_STEP, data) }).effects)).toEqual([
      'store-answers',
      'set-refusal',
      'go-to-step',
    ]);
  });

  it('an eligible property moves on and forgets an earlier verdict', () => {
    const before = state({ submitting: true, waitlistOpen: true, ineligible: { kind: 'zip-not-eligible', zip: '1' } });
    expect(journeyStep(before, { type: 'eligibility-checked', at, verdict: { kind: 'eligible' } })).toEqual({
      state: state(),
      effects: [{ type: 'go-to-step', step: 'home-address' }],
    });
  });

  it.each([
    { kind: 'state-not-served', state: 'NY', stateName: 'New York' },
    { kind: 'zip-not-eligible', zip: '95112' },
  ] as const)('a $kind verdict stays on the step and says why', (verdict) => {
    const before = state({ submitting: true, waitlistOpen: true });
    expect(journeyStep(before, { type: 'eligibility-checked', at, verdict })).toEqual({
      state: state({ ineligible: verdict }),
      effects: [],
    });
  });

  it('the waitlist opens on request', () =>
    expect(journeyStep(state(), { type: 'open-waitlist' })).toEqual({
      state: state({ waitlistOpen: true }),
      effects: [],
    }));
});

describe('Continue on the last step', () => {
  const at = place('set-password');

  it('submits the answers on the path, remembering where focus was', () => {
    const step = journeyStep(state(), { type: 'continue', at });
    expect(step.state).toEqual(state({ submitting: true, processingShown: true, stage: 'account' }));
    expect(isProcessing(step.state, 'set-password')).toBe(true);
    expect(types(step.effects)).toEqual(['store-answers', 'set-refusal', 'keep-focus', 'submit']);
    expect(step.effects.at(-1)).toMatchObject({
      type: 'submit',
      at,
      request: { authMode: 'password', registration: 'register-v2', softCreditConsent: true },
    });
  });

  it('a signed-in borrower starts at the application stage', () =>
    expect(journeyStep(state(), { type: 'continue', at: signedIn(at) }).state.stage).toBe('application'));

  it('the older path says so to the submit', () =>
    expect(journeyStep(state(), { type: 'continue', at: { ...at, legacy: true } }).effects.at(-1)).toMatchObject({
      request: { registration: 'register' },
    }));

  it('an answer of a step the path no longer visits is not sent', () => {
    const data = { ...answers, businessPurpose: true };
    const { effects } = journeyStep(state(), { type: 'continue', at: place('set-password', data) });
    const submit = effects.find((e) => e.type === 'submit');
    expect(submit?.type === 'submit' && submit.request.data.businessPurpose).toBeUndefined();
  });

  it('the stages move the processing modal on', () =>
    expect(journeyStep(submitting, { type: 'stage', stage: 'application' }).state.stage).toBe('application'));

  it('a submit that cannot load goes to the dashboard', () =>
    expect(journeyStep(submitting, { type: 'submit-unavailable' })).toEqual({
      state: { ...submitting, submitting: false },
      effects: [{ type: 'go-to-dashboard' }],
    }));
});

describe('what the submit ends in', () => {
  const at = place('set-password');
  const end = (outcome: SubmitOutcome) => journeyStep(submitting, { type: 'submitted', at, outcome });

  it('a routed application forgets the draft and goes to its screen', () => {
    const routed = { kind: 'routed', path: '/account/heloc/offer', applicationUuid: 'a1' } as const;
    expect(end(routed)).toEqual({
      state: { ...submitting, submitting: false, done: routed },
      effects: [{ type: 'forget-draft' }],
    });
  });

  it.each<{ outcome: SubmitOutcome; effects: JourneyEffect[] }>([
    { outcome: { kind: 'failed' }, effects: [{ type: 'go-to-dashboard' }] },
    {
      outcome: { kind: 'refused', answer: '/name/lastName' },
      effects: [{ type: 'locate-refusal', at, answer: '/name/lastName' }],
    },
    { outcome: { kind: 'session-ended' }, effects: [{ type: 'end-session' }] },
    {
      outcome: { kind: 'wholesale-login', href: 'https://w.example/login' },
      effects: [{ type: 'leave', href: 'https://w.example/login' }],
    },
  ])('$outcome.kind keeps the draft and asks to leave the step', ({ outcome, effects }) =>
    expect(end(outcome)).toEqual({ state: { ...submitting, submitting: false }, effects }),
  );

  it.each<StayingOutcome>([
    { kind: 'not-offered', message: 'Not here.' },
    { kind: 'account-exists' },
    { kind: 'active-application', modal: 'recentHeloc', applicationUuid: 'a1' },
  ])('$kind stays on the step with the draft kept, until dismissed', (outcome) => {
    const step = end(outcome);
    expect(step).toEqual({ state: { ...submitting, submitting: false, outcome }, effects: [] });
    expect(journeyStep(step.state, { type: 'dismiss-modal' }).state.outcome).toBeNull();
  });

  it('a refused answer on this step shows there', () => {
    const here = place('legal-name');
    expect(journeyStep(state(), { type: 'refusal-located', at: here, refusal })).toEqual({
      state: state(),
      effects: [{ type: 'set-refusal', refusal }],
    });
  });

  it('a refused answer of an earlier step sends the borrower back to it', () =>
    expect(journeyStep(state(), { type: 'refusal-located', at, refusal }).effects).toEqual([
      { type: 'set-refusal', refusal },
      { type: 'go-to-step', step: 'legal-name' },
    ]));

  it('a refused answer no step asks for goes to the dashboard', () =>
    expect(journeyStep(state(), { type: 'refusal-located', at, refusal: null }).effects).toEqual([
      { type: 'go-to-dashboard' },
    ]));

  it('the next Continue clears the refusal', () =>
    expect(journeyStep(state(), { type: 'continue', at: place('legal-name') }).effects[1]).toEqual({
      type: 'set-refusal',
      refusal: null,
    }));
});

describe('the processing modal', () => {
  it('stays mounted after the submit until it says it closed', () => {
    const after = run([
      { type: 'continue', at: place('set-password') },
      { type: 'submitted', at: place('set-password'), outcome: { kind: 'failed' } },
    ]).state;
    expect(after.processingShown).toBe(true);
    expect(isProcessing(after, 'set-password')).toBe(false);
    expect(journeyStep(after, { type: 'processing-closed' }).state.processingShown).toBe(false);
  });
});

describe('a failed journey keeps the half-filled form, never the password', () => {
  const failures: SubmitOutcome[] = [
    { kind: 'failed' },
    { kind: 'refused', answer: '/email' },
    { kind: 'session-ended' },
    { kind: 'not-offered', message: 'Not here.' },
    { kind: 'account-exists' },
  ];

  it.each(failures)('after $kind nothing forgets the draft', (outcome) => {
    const at = place('set-password');
    const { effects } = run([
      { type: 'continue', at },
      { type: 'stage', stage: 'application' },
      { type: 'submitted', at, outcome },
    ]);
    expect(types(effects)).not.toContain('forget-draft');
  });

  it.each(failures)('after $kind the journey holds no answer, the password least of all', (outcome) => {
    const ctx: RegistrationContext = testContext({ data: answers });
    const at = { stepKey: 'set-password', legacy: false, ctx };
    const after = run([
      { type: 'continue', at },
      { type: 'submitted', at, outcome },
    ]).state;
    expect(JSON.stringify(after)).not.toContain(answers.password);
    expect(JSON.stringify(after)).not.toContain(answers.email);
  });
});
