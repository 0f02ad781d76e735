/** Business constants (platform spec, section 9). Every simulated offer stays inside them. */
export const LINE_MIN = 15_000;
export const LINE_MAX = 400_000;
export const APR_MIN = 7.6;
export const APR_MAX = 17.2;
/** Percent of the initial draw. */
export const ORIGINATION_FEE_MAX = 4.99;
// One list for the web app's offer panel and the simulated lender, so they cannot disagree.
export { RECORDING_TAX_MAX_PER_100K, RECORDING_TAX_STATES } from '../../core/offer/recording-tax';
export { RECORDING_FEE_MAX } from '../../core/offer/recording-fee';
export const OFFER_TERMS = [5, 10, 15, 30] as const;
/** A HELOC completed this recently still blocks a new application (the 45-day modal). */
export const HELOC_COOL_OFF_DAYS = 45;
