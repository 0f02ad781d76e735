import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

type MarketingTools = NonNullable<HelocCreateRequest['marketingTools']>;
type UtmParameters = NonNullable<HelocCreateRequest['utmParameters']>;

/** Ad click ids a landing URL may carry (the create request's marketingTools). */
export const CLICK_IDS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
] as const satisfies readonly (keyof MarketingTools)[];

const UTM = /^utm_[a-z_]+$/;
const MAX = 500;

/** What the landing URL says about the campaign that brought the borrower, for the create request. */
export interface LandingHandover {
  utmParameters: UtmParameters;
  marketingTools: MarketingTools;
}

/**
 * The utm_* parameters and click ids of a landing URL's query (names in lower case as sent,
 * values over 500 characters left out), read once on arrival and kept through the steps.
 */
export function landingHandover(search: string): LandingHandover {
  const params = new URLSearchParams(search);
  const utmParameters: UtmParameters = {};
  const marketingTools: MarketingTools = {};
  for (const [name, value] of params) {
    if (!value || value.length > MAX) continue;
    if (UTM.test(name)) utmParameters[name] = value;
    else if ((CLICK_IDS as readonly string[]).includes(name))
      marketingTools[name as (typeof CLICK_IDS)[number]] = value;
  }
  return { utmParameters, marketingTools };
}

/** Keeps what an earlier arrival recorded unless this URL names a campaign of its own. */
export function mergeHandover(earlier: LandingHandover | undefined, now: LandingHandover): LandingHandover {
  const named = Object.keys(now.utmParameters).length > 0 || Object.keys(now.marketingTools).length > 0;
  return named || !earlier ? now : earlier;
}
