import type { HelocApplication } from '@/generated/types/heloc-application';
import type { WorkflowStatus } from '@/generated/types/workflow-status';
import type { Decision, SubDecision } from '../heloc/application-record';

/** What the transition table reads: the application's state, reduced to plain facts. */
export interface WorkflowFacts {
  status: string;
  scenarios: readonly string[];
  waitingOnFloodCert: boolean;
  primaryParticipantAcceptComplete: boolean;
  manualNotary: boolean;
  notaryReserved: boolean;
  /** The borrower marked a lien for payoff on the liens screen. */
  lienMarkedForPayoff: boolean;
  /** The lender has conditions the borrower has not answered yet. */
  conditionsOutstanding: boolean;
  /** At least one signer was added and every one has signed. */
  signersComplete: boolean;
  /** When the reserved in-person notary slot ends (ms since the epoch); null without one. */
  notaryEndsAt: number | null;
  /** The underwriting sub-decision (VERIFIED_OFFER lets offer selection return to signing). */
  subDecision?: string;
  /** How income was verified (link-income or submit-paystubs), once it was. */
  incomeProvider?: string | null;
  /** The crypto-backed variant (application isCrypto). */
  isCrypto?: boolean;
}

/** Income methods that verify a self-employed borrower's income themselves: no employer to ask. */
const SELF_EMPLOYED_PROOF: readonly string[] = ['POINTSERV_TAX', 'BUSINESS_BANK_STATEMENT'];

/** Status fields a step sets on entering; decision also sets status.uwDecision (one fact). */
export interface StepFields {
  decision?: Decision;
  subDecision?: SubDecision;
  bpo?: HelocApplication['status']['bpo'];
  title?: HelocApplication['status']['title'];
  waitingOnFloodCert?: boolean;
  primaryParticipantAcceptComplete?: boolean;
  manualNotary?: boolean;
}

/** The next status and what changes with it. The same status again restarts its wait. */
export interface Step {
  status: WorkflowStatus;
  set?: StepFields;
}

/** Statuses in which nothing more happens: the borrower may start a new application. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(['DECLINED', 'CANCELLED', 'COMPLETE']);

export const has = (f: WorkflowFacts, scenario: string): boolean => f.scenarios.includes(scenario);

export const to = (status: WorkflowStatus, set?: StepFields): Step => (set ? { status, set } : { status });

/** Valuation after the offer (and after the more-info steps): estimate, BPO, or straight to income. */
export function valuationStep(f: WorkflowFacts): Step {
  if (has(f, 'noavm')) return to('NO_AVM_FOUND');
  if (has(f, 'bpo')) return to('BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED' });
  return to('INCOME_VERIFICATION');
}

/** After the offer is chosen: the more-info steps or the lender's conditions first when the scenario asks for them. */
export function afterOfferStep(f: WorkflowFacts): Step {
  if (has(f, 'moreinfo')) return to('COLLECT_ADDITIONAL_INFO');
  return has(f, 'conditions') ? to('CONDITIONS_OUTSTANDING') : valuationStep(f);
}

/** Every condition answered: the lender takes the application on as if no condition had been opened. */
export function afterConditionsStep(f: WorkflowFacts): Step | null {
  return f.conditionsOutstanding ? null : valuationStep(f);
}

export function afterIncomeStep(f: WorkflowFacts): Step {
  if (has(f, 'uwdecline')) return to('DECLINED', { decision: 'DECLINE', subDecision: 'UNKNOWN_SUBDECISION' });
  const employerCheck = has(f, 'selfemployed') && !SELF_EMPLOYED_PROOF.includes(f.incomeProvider ?? '');
  return employerCheck ? to('EMPLOYMENT_VERIFICATION') : to('IDENTITY_VERIFICATION');
}

export function afterHardCreditStep(f: WorkflowFacts): Step {
  const approved: StepFields = { decision: 'APPROVED', subDecision: 'VERIFIED_OFFER' };
  if (has(f, 'liens') || has(f, 'payoff')) return to('LIEN_VERIFICATION', approved);
  return has(f, 'insurance') ? to('TRUST_AND_INSURANCE', approved) : to('WAITING_FOR_TITLE', approved);
}

/** Deed signing: in person (manual notary) or with the eNotary. */
export function deedSigningStep(f: WorkflowFacts): Step {
  return has(f, 'manualnotary') || f.manualNotary
    ? to('MANUAL_DEED_SIGNING', { manualNotary: true })
    : to('DEED_SIGNING');
}

export function afterNoteSigningStep(f: WorkflowFacts): Step {
  return has(f, 'codeed') && !f.signersComplete ? to('CO_DEED_REQ') : deedSigningStep(f);
}

export const OFFERS_READY = to('OFFER_SELECTION', { decision: 'SELECT', subDecision: 'UNVERIFIED_OFFER' });
