import { afterIncomeStep, afterOfferStep, CLOSED_STATUSES, has, to, type Step, type WorkflowFacts } from './steps';

/** Every borrower task of POST .../{uuid}/tasks/{task}; each has schemas/api/tasks/<task>.schema.json. */
export const BORROWER_TASKS = [
  'select-offer',
  'accept-prequal-winback',
  'confirm-assets',
  'confirm-contact',
  'submit-hmda',
  'accept-app-summary',
  'confirm-ssn',
  'retry-credit',
  'confirm-property',
  'link-income',
  'submit-paystubs',
  'verify-employer',
  'verify-identity',
  'confirm-liens',
  'set-disbursement-account',
  'set-autopay-account',
  'confirm-bank',
  'accept-disclosures',
  'sign-documents',
  'add-signer',
  'order-bpo',
  'estimate-value',
  'start-notary',
  'reserve-notary',
  'complete-notary',
  'submit-insurance',
  'confirm-profile',
] as const;

export type BorrowerTask = (typeof BORROWER_TASKS)[number];

/** Where a task leaves the application: a status, or 'stay' (the task records something only). */
type Target = Step | 'stay' | ((f: WorkflowFacts, body: Record<string, unknown>) => Step | 'stay');

export interface TaskRule {
  task: BorrowerTask;
  /** Statuses in which the task is open; '*' = any status but DECLINED, CANCELLED, COMPLETE. */
  from: readonly string[] | '*';
  to: Target;
}

const DEED_STATUSES = ['DEED_SIGNING', 'NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'];

/** The borrower's side of the workflow. Read in order; the first rule open in the status wins. */
export const TASK_RULES: readonly TaskRule[] = [
  {
    task: 'select-offer',
    from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
    // A verified offer reopened from signing (routing passed origin signing/intro) goes back to signing.
    to: (f, body) =>
      body.origin === 'signing/intro' && f.subDecision === 'VERIFIED_OFFER' ? to('NOTE_SIGNING') : afterOfferStep(f),
  },
  {
    task: 'accept-prequal-winback',
    from: ['CLTV_REQUALIFY', 'LIEN_POSITION_REQUALIFY'],
    to: (_f, body) => (body.accept === true ? to('REVISED_OFFER_SELECTION') : to('CANCELLED')),
  },
  { task: 'confirm-assets', from: ['ASSETS_PREQUAL'], to: to('WAITING_FOR_INITIAL_OFFERS') },
  { task: 'confirm-ssn', from: ['CREDIT_NO_MATCH'], to: to('WAITING_FOR_SOFT_CREDIT') },
  {
    task: 'retry-credit',
    from: ['SOFT_CREDIT_LOCKED_OR_FROZEN'],
    to: to('WAITING_FOR_SOFT_CREDIT', { decision: 'INITIAL', subDecision: 'UNKNOWN_SUBDECISION' }),
  },
  { task: 'retry-credit', from: ['HARD_CREDIT_LOCKED_OR_FROZEN'], to: to('WAITING_FOR_HARD_CREDIT') },
  { task: 'confirm-property', from: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'], to: to('WAITING_FOR_VALUATION') },
  { task: 'confirm-contact', from: ['COLLECT_ADDITIONAL_INFO'], to: to('HMDA') },
  { task: 'submit-hmda', from: ['HMDA'], to: to('APP_SUBMISSION') },
  { task: 'accept-app-summary', from: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], to: to('GEN_APP_DISCLOSURES') },
  {
    task: 'estimate-value',
    from: ['NO_AVM_FOUND', 'BPO_ESTIMATE_VALUE', 'RESIDENTIAL_EVALUATION_ESTIMATE_VALUE'],
    to: to('BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED' }),
  },
  { task: 'order-bpo', from: ['BPO_ORDER_REQUEST'], to: to('BPO_PROCESSING', { bpo: 'BPO_PROCESSING' }) },
  { task: 'order-bpo', from: ['RESIDENTIAL_EVALUATION_ORDER_REQUEST'], to: to('RESIDENTIAL_EVALUATION_PROCESSING') },
  { task: 'link-income', from: ['INCOME_VERIFICATION'], to: afterIncomeStep },
  { task: 'submit-paystubs', from: ['INCOME_VERIFICATION'], to: afterIncomeStep },
  { task: 'verify-employer', from: ['EMPLOYMENT_VERIFICATION'], to: to('IDENTITY_VERIFICATION') },
  { task: 'verify-identity', from: ['IDENTITY_VERIFICATION'], to: to('WAITING_FOR_HARD_CREDIT') },
  {
    task: 'confirm-liens',
    from: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'],
    to: (f) => (has(f, 'payoff') || f.lienMarkedForPayoff ? to('PAYOFF_REQUEST_PENDING') : to('WAITING_FOR_TITLE')),
  },
  { task: 'set-disbursement-account', from: ['DISBURSEMENT_ACCOUNT'], to: to('AUTOPAY_ACCOUNT') },
  // Autopay without a routing number shows bank/disburse: the account is added there, in place.
  { task: 'set-disbursement-account', from: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'], to: 'stay' },
  {
    task: 'set-autopay-account',
    from: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
    to: (f) => to('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: has(f, 'flood') }),
  },
  {
    task: 'confirm-bank',
    from: ['VERIFIED_AUTOPAY_ACCOUNT'],
    to: (f) => to('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: has(f, 'flood') }),
  },
  // A confirmation the screens may send before or after the autopay choice; it changes nothing.
  {
    task: 'confirm-bank',
    from: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'GEN_CLOSING_DISCLOSURE', 'NOTE_SIGNING'],
    to: 'stay',
  },
  { task: 'accept-disclosures', from: '*', to: 'stay' },
  { task: 'sign-documents', from: ['NOTE_SIGNING', 'FINAL_OFFER'], to: to('GEN_NOTE_SIGNING') },
  { task: 'add-signer', from: ['NOTE_SIGNING', 'GEN_NOTE_SIGNING', 'CO_DEED_REQ'], to: 'stay' },
  { task: 'start-notary', from: DEED_STATUSES, to: to('DEED_SIGNING') },
  {
    task: 'reserve-notary',
    from: ['MANUAL_DEED_SIGNING', ...DEED_STATUSES],
    to: to('MANUAL_DEED_SIGNING', { manualNotary: true }),
  },
  {
    task: 'complete-notary',
    from: ['DEED_SIGNING'],
    to: to('DEED_SIGNING', { primaryParticipantAcceptComplete: true }),
  },
  // The declarations page answers the trust-and-insurance review; sent at any other time it is kept for later.
  { task: 'submit-insurance', from: ['TRUST_AND_INSURANCE'], to: to('WAITING_FOR_TITLE') },
  { task: 'submit-insurance', from: '*', to: 'stay' },
  { task: 'confirm-profile', from: '*', to: 'stay' },
];

export function isBorrowerTask(name: string): name is BorrowerTask {
  return (BORROWER_TASKS as readonly string[]).includes(name);
}

function isOpen(rule: TaskRule, status: string): boolean {
  return rule.from === '*' ? !CLOSED_STATUSES.has(status) : rule.from.includes(status);
}

/** True when the task may be done in the facts' status. */
export function isTaskOpen(task: BorrowerTask, status: string): boolean {
  return TASK_RULES.some((r) => r.task === task && isOpen(r, status));
}

/**
 * Where the task takes the application: a step, 'stay', or undefined when the task is not open
 * in this status (the route answers 409).
 */
export function taskTransition(
  f: WorkflowFacts,
  task: BorrowerTask,
  body: Record<string, unknown> = {},
): Step | 'stay' | undefined {
  const rule = TASK_RULES.find((r) => r.task === task && isOpen(r, f.status));
  if (!rule) return undefined;
  return typeof rule.to === 'function' ? rule.to(f, body) : rule.to;
}
