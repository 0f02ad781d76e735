import { drawAmountFromLoan, originationFeeDollars } from '../../core/offer/draw';
import { recordingTax } from '../../core/offer/recording-tax';
import { roundCents, roundHalfEven } from '../../core/offer/rounding';
import type { HelocOffer } from '@/generated/types/heloc-offer';
import type { HelocOfferSet } from '@/generated/types/heloc-offer-set';
import type { Occupancy, RecordingTaxCost } from '../heloc/application-record';
import { hashInt, hashUuid } from './hash';
import { withRateBuyDown } from './rate-buy-down';
import {
  APR_MAX,
  APR_MIN,
  LINE_MAX,
  LINE_MIN,
  OFFER_TERMS,
  ORIGINATION_FEE_MAX,
  RECORDING_FEE_MAX,
  RECORDING_TAX_MAX_PER_100K,
  RECORDING_TAX_STATES,
} from './lending-constants';

export interface OfferInput {
  applicationUuid: string;
  email: string;
  totalIncome: number;
  homeValue: number;
  mortgageBalance: number;
  occupancy: Occupancy;
  state: string;
  employmentType: string;
  /** The brand's fe-heloc-rate-buy-down: the set also offers a rate buy-down (rate-buy-down.ts). */
  rateBuyDown?: boolean;
}

// Pricing knobs of the simulation (ours): a credit tier from the email moves rate and fee,
// longer terms and non-owner occupancy cost more, and the 30-year line is the variable one.
const TERM_PREMIUM: Record<number, number> = { 5: 0, 10: 0.25, 15: 0.5, 30: 0.75 };
const TERM_FEE: Record<number, number> = { 5: 0, 10: 0.25, 15: 0.4, 30: 0.5 };
const OCCUPANCY_PREMIUM: Record<Occupancy, number> = { HOME: 0, SECONDARY: 0.5, INVESTMENT: 1 };
const MAX_CLTV: Record<Occupancy, number> = { HOME: 0.85, SECONDARY: 0.8, INVESTMENT: 0.75 };
const OTHER_TYPE_SPREAD = 0.375;
const AUTOPAY_DISCOUNT = 0.25;
/** A line of at most 1.5 times annual income: the sandbox's stand-in for a debt-to-income limit. */
export const INCOME_MULTIPLE = 1.5;

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
// Rates and fees to their places half to even, by the web app's own exact rounding (spec, section 9).
const rate3 = (value: number): number => roundHalfEven(clamp(value, APR_MIN, APR_MAX), 3);
/** Lines come in whole thousands, never above what the limits allow: rounded down, not to nearest. */
const thousands = (value: number): number => Math.floor(value / 1000) * 1000;
const line = (value: number): number => clamp(thousands(value), LINE_MIN, LINE_MAX);

/** What the property's equity and the borrower's income each allow, before the product's limits. */
function lineLimits(input: Pick<OfferInput, 'homeValue' | 'mortgageBalance' | 'occupancy' | 'totalIncome'>) {
  const equityRoom = input.homeValue * MAX_CLTV[input.occupancy] - input.mortgageBalance;
  return { equityRoom, incomeRoom: input.totalIncome * INCOME_MULTIPLE };
}

/**
 * Why no line can be offered, or null when one can: the smallest line ($15,000) is more than the
 * income allows (INCOME: a borrower with $0 income gets no line, not the smallest one) or more
 * than the equity allows (EQUITY).
 */
export function noLineReason(
  input: Pick<OfferInput, 'homeValue' | 'mortgageBalance' | 'occupancy' | 'totalIncome'>,
): 'INCOME' | 'EQUITY' | null {
  const { equityRoom, incomeRoom } = lineLimits(input);
  if (thousands(equityRoom) < LINE_MIN) return 'EQUITY';
  if (thousands(incomeRoom) < LINE_MIN) return 'INCOME';
  return null;
}

/** Dollars of recording tax per $100,000 of line: 0 outside the recording-tax states. */
export function recordingTaxPer100k(state: string): number {
  return RECORDING_TAX_STATES.has(state) ? 100 + hashInt(state, 'recording-tax', RECORDING_TAX_MAX_PER_100K - 99) : 0;
}

/** The county's flat recording fee, $0 to $315 (spec, section 9): the same for every line in a state. */
export function recordingFee(state: string): number {
  return hashInt(state, 'recording-fee', RECORDING_FEE_MAX + 1);
}

function incomeMethods(employmentType: string): { methods: string[]; verificationMethod: string } {
  if (employmentType === 'FULL_TIME' || employmentType === 'PART_TIME') {
    return { methods: ['EMPINFO', 'PLAID_TRANSACTIONS', 'MANUAL_PAYSTUB'], verificationMethod: 'EMPINFO' };
  }
  return { methods: ['PLAID_TRANSACTIONS', 'OTHER'], verificationMethod: 'PLAID_TRANSACTIONS' };
}

/** The simulated credit score, 640 to 820, from the email alone (so a test can pick a borrower's tier). */
export function creditScore(email: string): number {
  return 640 + hashInt(email.toLowerCase(), 'credit-score', 181);
}

/** The offer set, or null when no line can be offered (noLineReason says why). */
export function buildOfferSet(input: OfferInput): HelocOfferSet | null {
  if (noLineReason(input)) return null;
  // Risk 0 (best) to 1 (worst), from a simulated credit score of 640 to 820.
  const risk = (820 - creditScore(input.email)) / 180;
  const tierRate = 8.1 + risk * 6 + OCCUPANCY_PREMIUM[input.occupancy];
  const { equityRoom, incomeRoom } = lineLimits(input);
  const max = line(Math.min(equityRoom, incomeRoom));
  const taxRate = recordingTaxPer100k(input.state);
  const maxRecordingTax = recordingTax(max, taxRate);
  // Half of all borrowers are not offered the 5-year term: 3 or 4 offers, as the spec allows.
  const borrowerKey = `${input.email.toLowerCase()}|${input.homeValue}|${input.state}`;
  const terms = hashInt(borrowerKey, 'term-count', 2) === 0 ? OFFER_TERMS : OFFER_TERMS.slice(1);

  const priced = terms.map((term): HelocOffer => {
    const type = term === 30 ? 'VARIABLE' : 'FIXED';
    const rate = rate3(tierRate + (TERM_PREMIUM[term] ?? 0));
    const originationFee = roundCents(clamp(0.99 + risk * 3.5 + (TERM_FEE[term] ?? 0), 0, ORIGINATION_FEE_MAX));
    // The draw is the line less the origination fee and the recording tax (platform spec, offer
    // math), by the web app's exact offer math; whole dollars, as the slider's maximum is.
    const maxDraw = Math.floor(
      drawAmountFromLoan({ loanAmount: max, originationFeePercent: originationFee, recordingTax: maxRecordingTax }),
    );
    return {
      id: hashUuid(`${input.applicationUuid}|offer|${term}`),
      term,
      type,
      originationFee,
      min: LINE_MIN,
      max,
      // On a line near the $15,000 minimum the fee and tax leave less than $15,000 to draw: the
      // smallest draw is then the whole of what is left, so the range is never empty.
      minDraw: Math.min(LINE_MIN, maxDraw),
      maxDraw,
      rate,
      baseRate: rate3(tierRate),
      otherRate: rate3(rate + (type === 'FIXED' ? -OTHER_TYPE_SPREAD : OTHER_TYPE_SPREAD)),
      discountList: [
        { discount: { type: 'AUTOPAY', amount: AUTOPAY_DISCOUNT }, rateWithDiscount: rate3(rate - AUTOPAY_DISCOUNT) },
      ],
      minRecordingTax: recordingTax(LINE_MIN, taxRate),
      maxRecordingTax,
    };
  });

  const offers = input.rateBuyDown ? withRateBuyDown(priced, input.applicationUuid) : priced;

  const fee = recordingFee(input.state);
  const costs: RecordingTaxCost[] = [
    {
      feeType: 'RECORDING_FEE',
      borrowerPaidAmount: fee,
      jsCriteria: { perHundredThousand: 0 },
      totalPaidByBorrower: fee,
    },
    ...(taxRate > 0
      ? [
          {
            feeType: 'RECORDING_TAX' as const,
            borrowerPaidAmount: maxRecordingTax,
            jsCriteria: { perHundredThousand: taxRate },
            totalPaidByBorrower: maxRecordingTax,
          },
        ]
      : []),
  ];
  return {
    offers,
    maxDtiUnlimited: line(equityRoom),
    ofeeMaxThreshold: Math.ceil(originationFeeDollars(max, Math.max(...offers.map((o) => o.originationFee)))),
    incomeRequestRecords: [incomeMethods(input.employmentType)],
    costs,
  };
}
