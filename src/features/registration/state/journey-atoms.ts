import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { LandingHandover } from '@/core/prefill/landing-handover';

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
}

export const JOURNEY_ORIGIN_KEY = 'heloc-registration-origin';

export const journeyOriginAtom = atomWithStorage<JourneyOrigin | null>(
  JOURNEY_ORIGIN_KEY,
  null,
  createJSONStorage<JourneyOrigin | null>(() => window.sessionStorage),
  { getOnInit: true },
);
