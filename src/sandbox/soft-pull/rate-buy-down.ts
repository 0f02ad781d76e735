import { drawAmountFromLoan } from '../../core/offer/draw';
import { sumCents } from '../../core/offer/exact-money';
import { roundHalfEven } from '../../core/offer/rounding';
import type { HelocOffer } from '@/generated/types/heloc-offer';
import { hashUuid } from './hash';
import { APR_MIN, LINE_MIN, ORIGINATION_FEE_MAX } from './lending-constants';

/**
 * The lender's rate buy-down (flag fe-heloc-rate-buy-down, ours): the borrower lowers the APR of
 * an offer by paying a higher origination fee up front. The sandbox prices it at 0.50 APR points
 * for 1.00 point of fee, on the longest fixed-rate term, and only where both stay inside the
 * business constants (borrower-journey section 9: APR 7.60% to 17.20%, fee up to 4.99%).
 */
export const BUY_DOWN_RATE_POINTS = 0.5;
export const BUY_DOWN_FEE_POINTS = 1;

const rate3 = (value: number): number => roundHalfEven(value, 3);

/** The buy-down of `base`, or null when its APR would fall under the floor or its fee over the cap. */
export function rateBuyDownOf(base: HelocOffer, id: string): HelocOffer | null {
  const rate = rate3(base.rate - BUY_DOWN_RATE_POINTS);
  const originationFee = sumCents([base.originationFee, BUY_DOWN_FEE_POINTS]);
  if (rate < APR_MIN || originationFee > ORIGINATION_FEE_MAX) return null;
  // The higher fee leaves less of the line to draw, by the web app's own offer math (rounded to
  // cents first, so a float's 0.9999 never costs the borrower a dollar).
  const maxDraw = Math.floor(
    drawAmountFromLoan({
      loanAmount: base.max,
      originationFeePercent: originationFee,
      recordingTax: base.maxRecordingTax,
    }),
  );
  return {
    ...base,
    id,
    rate,
    originationFee,
    minDraw: Math.min(LINE_MIN, maxDraw),
    maxDraw,
    otherRate: Math.max(APR_MIN, rate3(base.otherRate - BUY_DOWN_RATE_POINTS)),
    discountList: base.discountList.map((d) => ({
      ...d,
      rateWithDiscount: Math.max(APR_MIN, rate3(rate - d.discount.amount)),
    })),
    rateBuyDown: {
      baseOfferId: base.id,
      rateReduction: BUY_DOWN_RATE_POINTS,
      originationFeeIncrease: BUY_DOWN_FEE_POINTS,
    },
  };
}

/**
 * The offers with the buy-down of the longest fixed-rate term right after its base offer, when
 * there is such an offer and its buy-down fits the limits; else the offers as they were.
 */
export function withRateBuyDown(offers: readonly HelocOffer[], applicationUuid: string): HelocOffer[] {
  const base = offers
    .filter((o) => o.type === 'FIXED')
    .reduce<HelocOffer | undefined>((longest, o) => (!longest || o.term > longest.term ? o : longest), undefined);
  const variant = base && rateBuyDownOf(base, hashUuid(`${applicationUuid}|offer|${base.term}|rate-buy-down`));
  if (!base || !variant) return [...offers];
  const at = offers.indexOf(base) + 1;
  return [...offers.slice(0, at), variant, ...offers.slice(at)];
}
