import { roundedQuotient } from '../../core/offer/exact-money';
import type { ApplicationRecord, Lien } from '../heloc/application-record';
import { buildOfferSet, noLineReason } from '../soft-pull/build-offers';
import { DECLINED_OUTCOME, INCOME_LIMITED_OUTCOME } from '../soft-pull/personas';
import { valueProperty } from '../soft-pull/simulate-soft-pull';

/**
 * No line fits (the income or the equity allows less than the smallest): declined, as the create
 * call declines it, debt-to-income limited when the income is what falls short (error/income).
 */
function declinedWithoutLine(
  record: ApplicationRecord,
  valuation: { homeValue: number; mortgageBalance: number },
): ApplicationRecord {
  const reason = noLineReason({
    ...valuation,
    occupancy: record.property.occupancyType,
    totalIncome: record.workflow.totalIncome,
  });
  const { decision, subDecision } = reason === 'INCOME' ? INCOME_LIMITED_OUTCOME : DECLINED_OUTCOME;
  return {
    ...record,
    status: { ...record.status, checklistStatus: 'DECLINED', uwDecision: decision, uwSubDecision: subDecision },
    decision,
    subDecision,
    adjustedHomeAmount: valuation.homeValue,
  };
}

/**
 * Offers priced when the application reaches OFFER_SELECTION without any (after a frozen
 * file was lifted, a property confirmed, assets linked or a forced status): the same
 * deterministic pricing the create call uses, with the pricing options the brand had then.
 */
export function withOffers(record: ApplicationRecord): ApplicationRecord {
  if (record.offers) return record;
  const valuation = valueProperty(record.property);
  const offers = buildOfferSet({
    applicationUuid: record.uuid,
    email: record.workflow.email,
    totalIncome: record.workflow.totalIncome,
    ...valuation,
    occupancy: record.property.occupancyType,
    state: record.property.state,
    employmentType: record.workflow.employmentType,
    rateBuyDown: record.workflow.rateBuyDown ?? false,
  });
  if (!offers) return declinedWithoutLine(record, valuation);
  return {
    ...record,
    offers,
    adjustedHomeAmount: valuation.homeValue,
    uwCalculatedDrawAmount: Math.max(...offers.offers.map((o) => o.maxDraw)),
    costs: [...offers.costs, ...record.costs.filter((c) => !offers.costs.some((o) => o.feeType === c.feeType))],
  };
}

/** The liens the title search finds: the first mortgage (from the valuation) and a small second line. */
export function liensFound(record: ApplicationRecord): Lien[] {
  const { mortgageBalance } = valueProperty(record.property);
  const first = Math.max(mortgageBalance, 85_000);
  const notMarked = { status: 'NOT_MARKED_FOR_PAYOFF' as const };
  return [
    {
      id: 'lien-1',
      lenderName: 'Harbor Point Mortgage',
      monetaryBalance: first,
      monetaryCalculatedNextPaymentMinimumAmount: roundedQuotient([first, 0.006], [], 0),
      payOff: notMarked,
    },
    {
      id: 'lien-2',
      lenderName: 'Cedar Bank Home Equity',
      monetaryBalance: 18_500,
      monetaryCalculatedNextPaymentMinimumAmount: 185,
      payOff: notMarked,
    },
  ];
}
