/**
 * The initial draw under each liability payoff preference (platform spec, section 9: "Liability
 * payoff follows PRESERVE, DEDUCT and MAXIMIZE preference rules", details not shown). What each
 * does is data, in flows/application/screens/liens.json (options.payoffPreferences): the draw it
 * asks for. This computes the figures; every amount is exact to the cent (exact-money.ts).
 */
import type { PayoffPreference } from '@/generated/types/screen-options';
import { requireNonNegative } from './arguments';
import { sumCents } from './exact-money';

export interface PayoffDrawInput {
  /** The initial draw the borrower chose with the offer (selectedOffer.drawAmount). */
  chosenDraw: number;
  /** The most the offer allows (its maxDraw, whole dollars as the slider has it). */
  maxDraw: number;
  /** The balances of the loans the borrower chose to pay off, in dollars. */
  payoffs: readonly number[];
}

export interface PayoffDrawFigures {
  preference: PayoffPreference['preference'];
  /** What is drawn on the line at closing. */
  initialDraw: number;
  /** Sent to the lenders of the loans paid off: the payoffs, as far as the draw covers them. */
  paidToLenders: number;
  /** What is left of the draw for the borrower. */
  paidToYou: number;
  /** Payoffs the draw does not cover (0 when it covers them all). */
  shortfall: number;
}

const WANTED: Record<PayoffPreference['initialDraw'], (chosen: number, payoffs: number, max: number) => number> = {
  CHOSEN_PLUS_PAYOFFS: (chosen, payoffs) => sumCents([chosen, payoffs]),
  CHOSEN: (chosen) => chosen,
  MAX: (_chosen, _payoffs, max) => max,
};

/** The figures of one preference: payoffDraw({ preference: 'DEDUCT', initialDraw: 'CHOSEN' }, ...). */
export function payoffDraw(rule: PayoffPreference, input: PayoffDrawInput): PayoffDrawFigures {
  const chosen = requireNonNegative('payoffDraw', 'chosenDraw', input.chosenDraw);
  const max = requireNonNegative('payoffDraw', 'maxDraw', input.maxDraw);
  const payoffs = sumCents(input.payoffs.map((p) => requireNonNegative('payoffDraw', 'payoffs', p)));
  const wanted = WANTED[rule.initialDraw];
  if (!wanted) throw new RangeError(`payoffDraw: unknown initialDraw ${String(rule.initialDraw)}`);
  const initialDraw = Math.min(wanted(chosen, payoffs, max), max);
  const paidToLenders = Math.min(payoffs, initialDraw);
  return {
    preference: rule.preference,
    initialDraw,
    paidToLenders,
    paidToYou: sumCents([initialDraw, -paidToLenders]),
    shortfall: sumCents([payoffs, -paidToLenders]),
  };
}
