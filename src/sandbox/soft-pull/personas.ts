import type { WorkflowStatus } from '@/generated/types/workflow-status';
import type { Decision, IneligibleReason, SubDecision } from '../heloc/application-record';

/** What the simulated soft pull decides, before any offers are priced. */
export interface Outcome {
  status: WorkflowStatus;
  decision: Decision;
  subDecision: SubDecision;
  /** False when the pull found no single property, so there is no home value either. */
  propertyFound: boolean;
  /** Why the application was declined, when the lender gives a reason; absent for every other outcome. */
  ineligibleReason?: IneligibleReason;
}

export interface Persona {
  /** Email tag that picks it: jane+declined@example.com. */
  tag: string;
  outcome: Outcome;
}

const initial = (status: WorkflowStatus, subDecision: SubDecision = 'UNKNOWN_SUBDECISION'): Outcome => ({
  status,
  decision: 'INITIAL',
  subDecision,
  propertyFound: true,
});

/** Declined by the soft pull with the reason the lender gives (a decline page says it). */
const declinedFor = (ineligibleReason: IneligibleReason): Outcome => ({
  status: 'DECLINED',
  decision: 'DECLINE',
  subDecision: 'UNKNOWN_SUBDECISION',
  propertyFound: true,
  ineligibleReason,
});

/** Listed in README.md; the web app's tests pick an outcome by the email they register. */
export const PERSONAS: readonly Persona[] = [
  {
    tag: 'declined',
    outcome: { status: 'DECLINED', decision: 'DECLINE', subDecision: 'UNKNOWN_SUBDECISION', propertyFound: true },
  },
  { tag: 'lowscore', outcome: declinedFor('CREDIT_SCORE') },
  { tag: 'highdti', outcome: declinedFor('DEBT_TO_INCOME') },
  { tag: 'frozen', outcome: initial('SOFT_CREDIT_LOCKED_OR_FROZEN', 'CREDIT_FROZEN') },
  { tag: 'nomatch', outcome: initial('CREDIT_NO_MATCH') },
  { tag: 'nossn', outcome: initial('CREDIT_NO_MATCH_SSN') },
  { tag: 'noproperty', outcome: { ...initial('NO_PROPERTY_FOUND'), propertyFound: false } },
  { tag: 'multiple', outcome: { ...initial('MULTIPLE_PROPERTIES'), propertyFound: false } },
  {
    tag: 'timeout',
    outcome: { status: 'CREDIT_ERROR', decision: 'ERROR', subDecision: 'UNKNOWN_SUBDECISION', propertyFound: true },
  },
  {
    tag: 'assets',
    outcome: {
      status: 'ASSETS_PREQUAL',
      decision: 'ASSET_DEPLETION',
      subDecision: 'UNKNOWN_SUBDECISION',
      propertyFound: true,
    },
  },
];

export const OFFERS_OUTCOME: Outcome = {
  status: 'OFFER_SELECTION',
  decision: 'SELECT',
  subDecision: 'UNVERIFIED_OFFER',
  propertyFound: true,
};

/**
 * The property records show a sale or title transfer in the last 90 days (the spec's recent-purchase
 * exclusion): declined as INELIGIBLE with the reason the decision screen explains.
 */
export const RECENT_TRANSFER_OUTCOME: Outcome = {
  status: 'DECLINED',
  decision: 'INELIGIBLE',
  subDecision: 'UNKNOWN_SUBDECISION',
  propertyFound: true,
  ineligibleReason: 'RECENT_TITLE_TRANSFER',
};

/**
 * The borrower said the home is or was listed for sale within the lender's for-sale window (the
 * brand's forSaleWindowMonths): declined as INELIGIBLE with the reason the decision screen explains.
 */
export const LISTED_FOR_SALE_OUTCOME: Outcome = { ...RECENT_TRANSFER_OUTCOME, ineligibleReason: 'LISTED_FOR_SALE' };

/** No SOFT_CREDIT consent (New York without the FCRA flag): no pull runs until it is given. */
export const AWAITING_CONSENT_OUTCOME: Outcome = { ...initial('GEN_PRE_SOFT_CREDIT_DISCLOSURE'), propertyFound: false };

/**
 * The income allows less than the smallest line ($15,000; a borrower with $0 income): declined,
 * debt-to-income limited, which the web app explains on error/income.
 */
export const INCOME_LIMITED_OUTCOME: Outcome = {
  status: 'DECLINED',
  decision: 'DECLINE',
  subDecision: 'UNVERIFIED_DTI_LIMITED',
  propertyFound: true,
};

/** The lender does not lend to unemployed borrowers; the form blocks it, the server declines it. */
export const UNEMPLOYED_OUTCOME: Outcome = PERSONAS[0]!.outcome;

/** Declined, no reason told (the generic decline page): the +declined persona's outcome. */
export const DECLINED_OUTCOME: Outcome = PERSONAS[0]!.outcome;

/** "Pat+E2E+Declined@Example.com" has the tags e2e and declined. */
export function emailTags(email: string): string[] {
  const local = email.split('@')[0] ?? '';
  return local
    .split('+')
    .slice(1)
    .map((tag) => tag.toLowerCase());
}

export function personaFor(email: string): Persona | undefined {
  const tags = emailTags(email);
  return PERSONAS.find((p) => tags.includes(p.tag));
}
