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

/** "10-year fixed rate: 8.990% APR" */
export function offerLabel(copy: Copy, offer: HelocOffer): string {
  return word(copy, 'offerLabel', {
    term: offer.term,
    rateType: word(copy, offer.type),
    apr: formatPercent(offer.rate),
  }).replace(/\s+/g, ' ');
}

export function offerDetail(copy: Copy, offer: HelocOffer, bounds: { min: number; max: number }): string {
  return word(copy, 'offerDetail', { max: money(offer.max), minDraw: money(bounds.min), maxDraw: money(bounds.max) });
}
