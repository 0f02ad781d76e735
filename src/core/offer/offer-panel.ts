/**
 * The figures of the offer panel (platform spec, section 9: "The offer panel shows APR, initial
 * draw, monthly payment and term"), for one offer and the draw the borrower picked on the slider.
 * Numbers only: the renderer formats them with formatPercent and formatMoney, and the words
 * around them live in flows/.
 */
import { requireNonNegative } from './arguments';
import { drawTotal, isDrawAmountValid, originationFeeDollars } from './draw';
import { roundedQuotient } from './exact-money';
import { monthlyInterest } from './interest';
import { monthlyPayment } from './monthly-payment';
import { recordingTax, recordingTaxApplies } from './recording-tax';

export interface OfferDiscount {
  discount: { type: string; amount: number };
  rateWithDiscount: number;
}

/**
 * The offer fields the panel reads. Written structurally (wider than the generated HelocOffer)
 * so both the API type and the sandbox's Offer fit without a cast.
 */
export interface OfferTerms {
  term: number;
  rate: number;
  /** Percent of the initial draw. */
  originationFee: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  maxRecordingTax: number;
  discountList: readonly OfferDiscount[];
}

export interface OfferPanelOptions {
  /** The property's state (USPS code): decides whether a recording tax applies. */
  state: string;
  /** The borrower chose automatic payments, so the AUTOPAY discount's rate applies. */
  autopay?: boolean;
  /** From the offer set's RECORDING_TAX cost (jsCriteria.perHundredThousand). */
  recordingTaxPerHundredThousand?: number;
  /** The offer set's dollar ceiling on the origination fee (ofeeMaxThreshold), when it has one. */
  feeCap?: number;
  /** The offer set's RECORDING_FEE cost in dollars ($0 to $315), when it names one. */
  recordingFee?: number;
  /** The age-restricted (62 and over) interest-only variant: the payment is the month's interest. */
  interestOnly?: boolean;
}

export interface OfferPanelFigures {
  /** Percent, e.g. 8.99. */
  apr: number;
  /** Whether apr is the AUTOPAY discount's rate rather than the offer's rate. */
  autopayDiscountApplied: boolean;
  initialDraw: number;
  /**
   * Amortising payment on the initial draw over the term at apr, in cents; for the
   * interest-only variant, one month's interest on it (a month of 365.25 / 12 days).
   */
  monthlyPayment: number;
  interestOnly: boolean;
  /** Years. */
  term: number;
  originationFeePercent: number;
  /** Dollars, in cents. */
  originationFee: number;
  /** Dollars, in cents; null where the state has no recording tax (the panel leaves the row out). */
  recordingTax: number | null;
  /** Dollars; null when the offer set names no recording fee (the panel leaves the row out). */
  recordingFee: number | null;
  discounts: { type: string; amount: number; rateWithDiscount: number }[];
}

/** The AUTOPAY discount's rate, or undefined when the offer has none. */
export function autopayRate(offer: Pick<OfferTerms, 'discountList'>): number | undefined {
  return offer.discountList.find((d) => d.discount.type === 'AUTOPAY')?.rateWithDiscount;
}

/**
 * The tax rate per $100,000: the offer set's figure when given, else read back from the offer's
 * own maxRecordingTax on its max line, which the lender computed with the same rate.
 */
function taxRate(offer: OfferTerms, given: number | undefined): number {
  if (given !== undefined) return requireNonNegative('offerPanel', 'recordingTaxPerHundredThousand', given);
  if (offer.max <= 0) return 0;
  return roundedQuotient([offer.maxRecordingTax, 100_000], [offer.max]);
}

/**
 * Throws a RangeError for a draw outside the offer (check isDrawAmountValid first): a panel
 * showing a payment for a draw the lender will not make would mislead the borrower.
 */
export function offerPanel(offer: OfferTerms, drawAmount: number, options: OfferPanelOptions): OfferPanelFigures {
  if (!isDrawAmountValid(offer, drawAmount)) {
    throw new RangeError(
      `offerPanel: drawAmount must be a number from ${offer.minDraw} to ${offer.maxDraw}, got ${String(drawAmount)}`,
    );
  }
  const discounted = options.autopay ? autopayRate(offer) : undefined;
  const apr = discounted ?? offer.rate;
  const originationFee = originationFeeDollars(drawAmount, offer.originationFee, options.feeCap);
  // The tax is on what is recorded against the home: the draw total, the draw with its fee.
  const tax = recordingTaxApplies(options.state)
    ? recordingTax(
        drawTotal(drawAmount, offer.originationFee, options.feeCap),
        taxRate(offer, options.recordingTaxPerHundredThousand),
      )
    : null;
  return {
    apr,
    autopayDiscountApplied: discounted !== undefined,
    initialDraw: drawAmount,
    monthlyPayment: options.interestOnly
      ? monthlyInterest(drawAmount, apr)
      : monthlyPayment({ principal: drawAmount, annualRatePercent: apr, termYears: offer.term }),
    interestOnly: options.interestOnly === true,
    term: offer.term,
    originationFeePercent: offer.originationFee,
    originationFee,
    recordingTax: tax,
    recordingFee:
      options.recordingFee === undefined
        ? null
        : requireNonNegative('offerPanel', 'recordingFee', options.recordingFee),
    discounts: offer.discountList.map((d) => ({
      type: d.discount.type,
      amount: d.discount.amount,
      rateWithDiscount: d.rateWithDiscount,
    })),
  };
}
