import { roundedQuotient } from '../../core/offer/exact-money';
import type { HelocOfferSet } from '@/generated/types/heloc-offer-set';
import type { Occupancy } from '../heloc/application-record';
import { buildOfferSet, noLineReason } from './build-offers';
import { hashInt } from './hash';
import {
  AWAITING_CONSENT_OUTCOME,
  LISTED_FOR_SALE_OUTCOME,
  DECLINED_OUTCOME,
  INCOME_LIMITED_OUTCOME,
  OFFERS_OUTCOME,
  personaFor,
  RECENT_TRANSFER_OUTCOME,
  UNEMPLOYED_OUTCOME,
  type Outcome,
} from './personas';
import { propertyRecord, recentlyTransferred } from './property-records';

export interface SoftPullInput {
  applicationUuid: string;
  email: string;
  income: { incomePrimary: number; incomeOther: number; incomeCoDeeders?: number | null };
  property: {
    street1: string;
    street2?: string | null;
    city: string;
    state: string;
    zip: string;
    occupancyType: Occupancy;
  };
  employmentType: string;
  /** A SOFT_CREDIT consent came with the application. */
  softCreditConsent: boolean;
  /** yyyy-MM-dd: the day the property records are read on (the 90-day rule). */
  today: string;
  /** The brand's fe-heloc-rate-buy-down, evaluated by the caller: the offers include a buy-down. */
  rateBuyDown?: boolean;
  /** The borrower's answer: the home is (or, with a window, was within it) listed for sale. */
  listedForSale?: boolean;
  /** The brand's for-sale window (manifest forSaleWindowMonths); absent when it applies none. */
  forSaleWindowMonths?: number;
}

export interface SoftPullResult extends Omit<Outcome, 'propertyFound'> {
  adjustedHomeAmount: number | null;
  offers: HelocOfferSet | null;
}

/** The address as the valuation sees it: case and spacing do not change the home's value. */
export function addressKey(p: SoftPullInput['property']): string {
  return [p.street1, p.street2 ?? '', p.city, p.state, p.zip]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

/** A simulated automated valuation: $200,000 to $1,500,000, with 0 to 60% of it still owed. */
export function valueProperty(property: SoftPullInput['property']): { homeValue: number; mortgageBalance: number } {
  const key = addressKey(property);
  const homeValue = 200_000 + hashInt(key, 'home-value', 1301) * 1000;
  const owedShare = hashInt(key, 'mortgage-share', 61) / 100;
  return { homeValue, mortgageBalance: roundedQuotient([homeValue, owedShare], [1000], 0) * 1000 };
}

function outcomeFor(input: SoftPullInput): Outcome {
  if (!input.softCreditConsent) return AWAITING_CONSENT_OUTCOME;
  // The title search runs with the pull: a home that changed hands in the last 90 days is not
  // eligible for a HELOC or DSCR loan, whatever the credit file says.
  const record = propertyRecord(addressKey(input.property), input.email, input.today);
  if (recentlyTransferred(record, input.today)) return RECENT_TRANSFER_OUTCOME;
  // A lender with a for-sale window asks about the whole window: a yes makes the home ineligible.
  if (input.listedForSale && input.forSaleWindowMonths !== undefined) return LISTED_FOR_SALE_OUTCOME;
  const persona = personaFor(input.email);
  if (persona) return persona.outcome;
  return input.employmentType === 'UNEMPLOYED' ? UNEMPLOYED_OUTCOME : OFFERS_OUTCOME;
}

/**
 * The soft credit pull and pre-qualification, simulated. Pure and deterministic: the outcome
 * comes from the email's persona tag, the home value from the address, the offers from those
 * plus income, occupancy and state (see README.md, personas).
 */
export function simulateSoftPull(input: SoftPullInput): SoftPullResult {
  const { propertyFound, ...outcome } = outcomeFor(input);
  const valuation = propertyFound ? valueProperty(input.property) : undefined;
  const { incomePrimary, incomeOther, incomeCoDeeders } = input.income;
  const offerInput = valuation && {
    applicationUuid: input.applicationUuid,
    email: input.email,
    totalIncome: incomePrimary + incomeOther + (incomeCoDeeders ?? 0),
    ...valuation,
    occupancy: input.property.occupancyType,
    state: input.property.state,
    employmentType: input.employmentType,
    rateBuyDown: input.rateBuyDown ?? false,
  };
  const adjustedHomeAmount = valuation?.homeValue ?? null;
  if (!offerInput || outcome.status !== OFFERS_OUTCOME.status) return { ...outcome, adjustedHomeAmount, offers: null };
  const declined = noLineReason(offerInput);
  if (declined) {
    const { propertyFound: _found, ...decline } = declined === 'INCOME' ? INCOME_LIMITED_OUTCOME : DECLINED_OUTCOME;
    return { ...decline, adjustedHomeAmount, offers: null };
  }
  return { ...outcome, adjustedHomeAmount, offers: buildOfferSet(offerInput) };
}
