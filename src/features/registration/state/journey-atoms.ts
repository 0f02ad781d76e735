import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { KeptAttempt } from '@/core/http/idempotency';
import type { Refusal } from '@/core/registration/refused-answer';
import type { LandingHandover } from '@/core/prefill/landing-handover';
import { jsonSessionStorage } from './json-session-storage';

/** What the landing URL said about where the borrower came from; kept for the submit. */
export interface JourneyOrigin {
  referrerId: string | null;
  licensedStates: string[] | null;
  referralId: string | null;
  offerCode: string | null;
  /** utm parameters and click ids of the landing URL. */
  handover?: LandingHandover;
  /** The affiliate hand-over of ?affiliateId=&token= (its prepop's affiliate list and experiment arm). */
  affiliate?: { affiliateId: string; affiliates: string[]; abVersion: string | null } | null;
  /** The visitor id experiments bucket this browser under (the create request's optimizelyProfileRequest). */
  visitorId?: string;
  /** The idempotency key of the application create and the request it was made for (core attemptFor): a reload of the submit step sends the same key. */
  submitAttempt?: KeptAttempt;
}

export const JOURNEY_ORIGIN_KEY = 'heloc-registration-origin';

export const journeyOriginAtom = atomWithStorage<JourneyOrigin | null>(
  JOURNEY_ORIGIN_KEY,
  null,
  jsonSessionStorage<JourneyOrigin | null>(() => window.sessionStorage),
  { getOnInit: true },
);

/**
 * An answer the lender's contract refused at submit: the step that asks for it shows it until the
 * next Continue. Each step is its own journey mount, so it lives here; in memory only.
 */
export const refusalAtom = atom<Refusal | null>(null);
