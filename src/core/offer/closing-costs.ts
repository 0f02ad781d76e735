/**
 * What the borrower pays at closing for an initial draw, as the offer panel itemises it: the
 * origination fee, the recording tax where the state has one and the recording fee when the offer
 * set names one. Their total is added exactly (no float drift), in cents half to even.
 */
import { sumCents } from './exact-money';
import type { OfferPanelFigures } from './offer-panel';

export type ClosingCostFigures = Pick<OfferPanelFigures, 'originationFee' | 'recordingTax' | 'recordingFee'>;

export function closingCostsTotal({ originationFee, recordingTax, recordingFee }: ClosingCostFigures): number {
  return sumCents([originationFee, recordingTax ?? 0, recordingFee ?? 0]);
}
