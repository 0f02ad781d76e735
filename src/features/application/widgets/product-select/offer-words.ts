import { formatMoney } from '@/core/format/money';
import { formatPercent } from '@/core/format/percent';
import { fillTemplate } from '@/core/text/template';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';

export type Copy = Readonly<Record<string, string>>;

/** A word of the screen's copy; a missing key throws, so a typo fails the widget's test, not a borrower's page. */
export function word(copy: Copy, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = copy[key];
  if (typeof text !== 'string') throw new Error(`Screen copy is missing "${key}"`);
  return fillTemplate(text, values);
}

export const money = (value: number) => formatMoney(value, 0);
export const cents = (value: number) => formatMoney(value, 2);

/**
 * "10-year fixed rate: 8.990% APR"; a rate buy-down (offer.rateBuyDown) says so and by how much
 * its APR is lowered: "15-year fixed rate with a rate buy-down: 8.850% APR, lowered by 0.50%".
 */
export function offerLabel(copy: Copy, offer: HelocOffer): string {
  const values = { term: offer.term, rateType: word(copy, offer.type), apr: formatPercent(offer.rate) };
  const text = offer.rateBuyDown
    ? word(copy, 'offerLabelBuyDown', { ...values, reduction: formatPercent(offer.rateBuyDown.rateReduction, 2) })
    : word(copy, 'offerLabel', values);
  return text.replace(/\s+/g, ' ');
}

/** The line and the draw range; for a rate buy-down also the origination fee that pays for it. */
export function offerDetail(copy: Copy, offer: HelocOffer, bounds: { min: number; max: number }): string {
  const values = { max: money(offer.max), minDraw: money(bounds.min), maxDraw: money(bounds.max) };
  if (!offer.rateBuyDown) return word(copy, 'offerDetail', values);
  return word(copy, 'offerDetailBuyDown', {
    ...values,
    fee: formatPercent(offer.originationFee, 2),
    feeIncrease: formatPercent(offer.rateBuyDown.originationFeeIncrease, 2),
  });
}
