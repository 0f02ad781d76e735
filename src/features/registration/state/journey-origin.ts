import type { KeptAttempt } from '@/core/http/idempotency';
import type { LandingHandover } from '@/core/prefill/landing-handover';
import { sessionValue } from './session-value';

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

/** The origin, kept in this tab's session storage (read on every page: whose card the shell shows). */
export const journeyOrigin = sessionValue<JourneyOrigin | null>(JOURNEY_ORIGIN_KEY, null);

export type OriginUpdate = Parameters<typeof journeyOrigin.set>[0];

/** Keeps the origin (a value, or a function of the kept one) in memory and in session storage. */
export const setJourneyOrigin = journeyOrigin.set;

/**
 * The kept origin; the component draws again when it changes. Hydrating the prerendered step
 * reads it too (the prerender's storage is empty), as the atom was read.
 */
export const useJourneyOrigin = journeyOrigin.use;
