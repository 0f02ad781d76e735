import { drawBounds, isDrawAmountValid } from '@/core/offer/draw';
import type { OfferPanelOptions } from '@/core/offer/offer-panel';
import { recordingFeeOf } from '@/core/offer/recording-fee';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';

/**
 * Offer selection (product/select and product/select/confirm): which offers there are, the
 * panel's options from the offer set, and the choice carried from the select step to the
 * confirm step in the URL (?offerId=&drawAmount=), so a reload or Back keeps it.
 */
export interface OfferChoice {
  offerId: string;
  drawAmount: number;
}

export function offersOf(application: HelocApplication): HelocOffer[] {
  return application.offers?.offers ?? [];
}

/** The age-restricted (62 and over) interest-only variant, as the create call names the product. */
const INTEREST_ONLY_PRODUCT = 'heloc-62-interest-only';

/**
 * The offer set's recording-tax rate, recording fee and fee cap, the property's state, and
 * whether the product is the interest-only variant.
 */
export function panelOptions(application: HelocApplication): OfferPanelOptions {
  const set = application.offers;
  const tax = set?.costs.find((c) => c.feeType === 'RECORDING_TAX');
  const recordingFee = recordingFeeOf(set?.costs);
  return {
    state: application.property.state,
    ...(tax && { recordingTaxPerHundredThousand: tax.jsCriteria.perHundredThousand }),
    ...(set && set.ofeeMaxThreshold > 0 && { feeCap: set.ofeeMaxThreshold }),
    ...(recordingFee !== null && { recordingFee }),
    ...(application.product === INTEREST_ONLY_PRODUCT && { interestOnly: true }),
  };
}

/**
 * The slider starts at the smallest draw the offer allows. The spec fixes no starting value; at
 * the largest draw the first payment and fees a borrower sees would be the largest ones, nudging
 * them towards the biggest debt, so they start at the least and the borrower raises the amount.
 */
export function defaultDraw(offer: Pick<HelocOffer, 'minDraw' | 'maxDraw'>): number {
  return drawBounds(offer).min;
}

/** The draw `offer` takes when chosen with `amount` on the slider: that amount when it allows it, else its default. */
export function drawFor(offer: Pick<HelocOffer, 'minDraw' | 'maxDraw'>, amount: number): number {
  return isDrawAmountValid(offer, amount) ? amount : defaultDraw(offer);
}

/** The choice in a URL query, or null when it is missing, names no offer, or its draw is out of range. */
export function parseChoice(
  search: string,
  offers: readonly HelocOffer[],
): { offer: HelocOffer; drawAmount: number } | null {
  const params = new URLSearchParams(search);
  const offer = offers.find((o) => o.id === params.get('offerId'));
  const raw = params.get('drawAmount');
  const drawAmount = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!offer || !isDrawAmountValid(offer, drawAmount)) return null;
  return { offer, drawAmount };
}

export function choiceQuery(choice: OfferChoice): `?${string}` {
  return `?${new URLSearchParams({ offerId: choice.offerId, drawAmount: String(choice.drawAmount) }).toString()}`;
}

/** What the borrower typed in the draw field: whole dollars, '$' and ',' allowed; null when not a number. */
export function parseDrawInput(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
