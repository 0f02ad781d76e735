/**
 * Which steps a borrower's answers lead through, and what each step is titled, decided by the
 * app's own pure core (nextStep, legacyStepsToShow, stepText and the conditions npm run generate
 * precompiled), not by a second condition engine: the specs check that the page follows the core,
 * the core's unit tests check the decisions.
 */
import { isoToday } from '../../src/core/env/environment';
import {
  legacyStepsToShow,
  nextStep,
  registrationBrand,
  registrationFlow,
  stepByKey,
  stepText,
  SUBMIT,
  type RegistrationContext,
  type RegistrationData,
} from '../../src/core/registration';
import type { Answers } from './borrower-answers';
import { brand } from './brands';
import { flagsFor } from './feature-flags';

export { SUBMIT };

export interface JourneyOptions {
  orgCode?: string;
  signedIn?: boolean;
  /** The product of the journey: register-v2 is the HELOC's; others enter at /account/{product}/register. */
  product?: RegistrationContext['product'];
  /** Flags the sandbox was told otherwise (PUT /__sandbox/flags), over the brand's own. */
  flags?: Record<string, boolean>;
}

/** The context the flow's conditions read, built as the registration feature builds it for a page on localhost. */
export function journeyContext(
  data: Answers,
  { orgCode = 'MERIDIAN', signedIn = false, product = 'heloc', flags = {} }: JourneyOptions = {},
): RegistrationContext {
  const overridden = Object.entries(flags).map(([key, enabled]) => [key, { ...flagsFor(orgCode)[key], enabled }]);
  return {
    data: data as RegistrationData,
    brand: registrationBrand(brand(orgCode)),
    flags: { ...flagsFor(orgCode), ...Object.fromEntries(overridden) },
    authMode: brand(orgCode).authMode ?? 'password',
    environment: 'non-production', // the sandbox's runtime configuration says local
    today: isoToday(new Date()),
    licensedStates: null,
    signedIn,
    product,
  };
}

/** The step's h1 in this context. */
export function stepTitle(stepKey: string, data: Answers = {}, options: JourneyOptions = {}): string {
  return stepText(stepKey, journeyContext(data, options)).title;
}

/** The steps the answers lead through, first to last, each Continue going where nextStep says. */
export function journeyPath(data: Answers, options: JourneyOptions = {}): string[] {
  const ctx = journeyContext(data, options);
  const path: string[] = [];
  for (let key = registrationFlow.steps[0]!.key; key !== SUBMIT; key = nextStep(key, ctx)) {
    if (path.includes(key)) throw new Error(`The flow loops at "${key}"`);
    path.push(key);
  }
  return path;
}

/** The steps the older /register?step= path walks: those of the journey whose legacy step legacyStepsToShow keeps. */
export function legacyJourneyPath(data: Answers, options: JourneyOptions = {}): string[] {
  const shown = legacyStepsToShow(journeyContext(data, options));
  return journeyPath(data, options).filter((key) => shown.includes(stepByKey(key).legacyStep ?? ''));
}
