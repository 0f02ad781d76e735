import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** What the landing URL said about where the borrower came from; kept for the submit. */
export interface JourneyOrigin {
  referrerId: string | null;
  licensedStates: string[] | null;
  referralId: string | null;
  offerCode: string | null;
}

export const JOURNEY_ORIGIN_KEY = 'heloc-registration-origin';

export const journeyOriginAtom = atomWithStorage<JourneyOrigin | null>(
  JOURNEY_ORIGIN_KEY,
  null,
  createJSONStorage<JourneyOrigin | null>(() => window.sessionStorage),
  { getOnInit: true },
);
