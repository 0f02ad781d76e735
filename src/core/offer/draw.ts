/**
 * The initial draw: how it relates to the loan amount, its total with the origination fee, and
 * the slider's range (platform spec, section 9 "Offer math"; borrower journey, section 5).
 * Every dollar figure returned is in cents, rounded half to even.
 */
import { isValidNumber } from '../platform/numeric-check';
import { requireNonNegative } from './arguments';
import { percentOf, sumCents } from './exact-money';
import { roundCents } from './rounding';

/** The two offer fields the draw range comes from. */
export interface DrawRange {
  minDraw: number;
  maxDraw: number;
}

/** Origination fee in dollars: `feePercent` of `amount`, no more than `feeCap` when given. */
export function originationFeeDollars(amount: number, originationFeePercent: number, feeCap?: number): number {
  const dollars = requireNonNegative('originationFeeDollars', 'amount', amount);
  const percent = requireNonNegative('originationFeeDollars', 'originationFeePercent', originationFeePercent);
  const fee = percentOf(dollars, percent);
  if (feeCap === undefined) return fee;
  return Math.min(fee, roundCents(requireNonNegative('originationFeeDollars', 'feeCap', feeCap)));
}

/**
 * Draw plus its origination fee: drawTotal(50_000, 4.99) === 52_495. The spec makes a
 * non-numeric or negative amount or fee an error; each check names the argument.
 */
export function drawTotal(amount: number, originationFeePercent: number, feeCap?: number): number {
  const dollars = requireNonNegative('drawTotal', 'amount', amount);
  const percent = requireNonNegative('drawTotal', 'originationFeePercent', originationFeePercent);
  if (feeCap !== undefined) requireNonNegative('drawTotal', 'feeCap', feeCap);
  return sumCents([dollars, originationFeeDollars(dollars, percent, feeCap)]);
}

export interface LoanAmountTerms {
  loanAmount: number;
  originationFeePercent: number;
  /** Recording tax in dollars (0 outside the recording-tax states). */
  recordingTax: number;
}

/**
 * What reaches the borrower from a loan amount: the amount less the origination fee (a percent
 * of the loan amount, as the lender computes the offer's maxDraw) and the recording tax.
 * The fee is rounded to the cent it is charged in, then subtracted exactly. Never below 0: fees
 * larger than the loan leave nothing to draw, not a debt.
 */
export function drawAmountFromLoan({ loanAmount, originationFeePercent, recordingTax }: LoanAmountTerms): number {
  const loan = requireNonNegative('drawAmountFromLoan', 'loanAmount', loanAmount);
  const percent = requireNonNegative('drawAmountFromLoan', 'originationFeePercent', originationFeePercent);
  const tax = requireNonNegative('drawAmountFromLoan', 'recordingTax', recordingTax);
  return Math.max(0, sumCents([loan, -percentOf(loan, percent), -tax]));
}

/**
 * The slider's whole-dollar range: the minimum rounded up and the maximum down (spec), so
 * every position of the slider is a valid draw. min > max means the offer allows no draw.
 */
export function drawBounds(offer: DrawRange): { min: number; max: number } {
  return { min: Math.ceil(offer.minDraw), max: Math.floor(offer.maxDraw) };
}

/**
 * A draw is valid when it is a number within the offer's minDraw and maxDraw (borrower journey,
 * section 5): the spec's numeric check (platform spec, section 5) with those two as its bounds.
 */
export function isDrawAmountValid(offer: DrawRange, amount: unknown): amount is number {
  return isValidNumber(amount, offer.minDraw, offer.maxDraw);
}
