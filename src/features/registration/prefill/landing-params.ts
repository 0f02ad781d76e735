/**
 * Parameters a landing link may carry: read once on arrival, then dropped from the URL. Their own
 * module: the first step reads the list, and loads the sources (prefill-sources.ts) only when
 * there is something to collect.
 */
export const LANDING_PARAMS: readonly string[] = [
  'referrer',
  'offerCode',
  'affiliateId',
  'token',
  'referralId',
  'userData',
  'state',
];
