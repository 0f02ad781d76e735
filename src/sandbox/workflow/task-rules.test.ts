import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGNER_TASKS } from './signer-tasks';
import { TASK_EFFECTS } from './task-effects';
import type { WorkflowFacts } from './steps';
import { BORROWER_TASKS, isTaskOpen, TASK_RULES, taskTransition, type BorrowerTask } from './task-rules';

const facts = (status: string, more: Partial<WorkflowFacts> = {}): WorkflowFacts => ({
  status,
  scenarios: [],
  waitingOnFloodCert: false,
  primaryParticipantAcceptComplete: false,
  manualNotary: false,
  notaryReserved: false,
  lienMarkedForPayoff: false,
  signersComplete: false,
  conditionsOutstanding: false,
  notaryEndsAt: null,
  ...more,
});

/** `when` names the facts and the body in words, so the title never prints them. */
type Row = [
  task: BorrowerTask,
  from: string,
  when: string,
  expected: string,
  more: Partial<WorkflowFacts>,
  body: Record<string, unknown>,
];

/** The borrower's side of the README's transition table, row by row (written out, not read from the rules). */
const ROWS: Row[] = [
  ['select-offer', 'OFFER_SELECTION', 'by default', 'INCOME_VERIFICATION', {}, {}],
  ['select-offer', 'REVISED_OFFER_SELECTION', 'by default', 'INCOME_VERIFICATION', {}, {}],
  ['select-offer', 'OFFER_SELECTION', 'scenario bpo', 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED', { scenarios: ['bpo'] }, {}],
  ['select-offer', 'OFFER_SELECTION', 'scenarios noavm and bpo', 'NO_AVM_FOUND', { scenarios: ['noavm', 'bpo'] }, {}],
  [
    'select-offer',
    'OFFER_SELECTION',
    'scenarios moreinfo and bpo',
    'COLLECT_ADDITIONAL_INFO',
    { scenarios: ['moreinfo', 'bpo'] },
    {},
  ],
  [
    'select-offer',
    'OFFER_SELECTION',
    'scenario conditions',
    'CONDITIONS_OUTSTANDING',
    { scenarios: ['conditions'] },
    {},
  ],
  ['accept-prequal-winback', 'CLTV_REQUALIFY', 'accepted', 'REVISED_OFFER_SELECTION', {}, { accept: true }],
  ['accept-prequal-winback', 'LIEN_POSITION_REQUALIFY', 'declined', 'CANCELLED', {}, { accept: false }],
  ['confirm-assets', 'ASSETS_PREQUAL', 'by default', 'WAITING_FOR_INITIAL_OFFERS', {}, {}],
  ['confirm-ssn', 'CREDIT_NO_MATCH', 'by default', 'WAITING_FOR_SOFT_CREDIT', {}, {}],
  [
    'retry-credit',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    'by default',
    'WAITING_FOR_SOFT_CREDIT decision=INITIAL subDecision=UNKNOWN_SUBDECISION',
    {},
    {},
  ],
  ['retry-credit', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'by default', 'WAITING_FOR_HARD_CREDIT', {}, {}],
  ['confirm-property', 'NO_PROPERTY_FOUND', 'by default', 'WAITING_FOR_VALUATION', {}, {}],
  ['confirm-property', 'MULTIPLE_PROPERTIES', 'by default', 'WAITING_FOR_VALUATION', {}, {}],
  ['confirm-contact', 'COLLECT_ADDITIONAL_INFO', 'by default', 'HMDA', {}, {}],
  ['submit-hmda', 'HMDA', 'by default', 'APP_SUBMISSION', {}, {}],
  ['accept-app-summary', 'APP_SUBMISSION', 'by default', 'GEN_APP_DISCLOSURES', {}, {}],
  ['accept-app-summary', 'GEN_SUMMARY_DISCLOSURE', 'by default', 'GEN_APP_DISCLOSURES', {}, {}],
  ['estimate-value', 'NO_AVM_FOUND', 'by default', 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED', {}, {}],
  ['estimate-value', 'BPO_ESTIMATE_VALUE', 'by default', 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED', {}, {}],
  [
    'estimate-value',
    'RESIDENTIAL_EVALUATION_ESTIMATE_VALUE',
    'by default',
    'BPO_ORDER_REQUEST bpo=BPO_REQUIRED',
    {},
    {},
  ],
  ['order-bpo', 'BPO_ORDER_REQUEST', 'by default', 'BPO_PROCESSING bpo=BPO_PROCESSING', {}, {}],
  ['order-bpo', 'RESIDENTIAL_EVALUATION_ORDER_REQUEST', 'by default', 'RESIDENTIAL_EVALUATION_PROCESSING', {}, {}],
  ['link-income', 'INCOME_VERIFICATION', 'by default', 'IDENTITY_VERIFICATION', {}, {}],
  [
    'link-income',
    'INCOME_VERIFICATION',
    'self-employed',
    'EMPLOYMENT_VERIFICATION',
    { scenarios: ['selfemployed'] },
    {},
  ],
  // A tax return or business statements verify a self-employed income themselves: no employer to ask.
  [
    'link-income',
    'INCOME_VERIFICATION',
    'self-employed, a tax return',
    'IDENTITY_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'POINTSERV_TAX' },
    {},
  ],
  [
    'submit-paystubs',
    'INCOME_VERIFICATION',
    'self-employed, business statements',
    'IDENTITY_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'BUSINESS_BANK_STATEMENT' },
    {},
  ],
  [
    'submit-paystubs',
    'INCOME_VERIFICATION',
    'self-employed, paystubs',
    'EMPLOYMENT_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'MANUAL_PAYSTUB' },
    {},
  ],
  [
    'link-income',
    'INCOME_VERIFICATION',
    'scenario uwdecline',
    'DECLINED decision=DECLINE subDecision=UNKNOWN_SUBDECISION',
    { scenarios: ['uwdecline'] },
    {},
  ],
  ['submit-paystubs', 'INCOME_VERIFICATION', 'by default', 'IDENTITY_VERIFICATION', {}, {}],
  ['verify-employer', 'EMPLOYMENT_VERIFICATION', 'by default', 'IDENTITY_VERIFICATION', {}, {}],
  ['verify-identity', 'IDENTITY_VERIFICATION', 'by default', 'WAITING_FOR_HARD_CREDIT', {}, {}],
  ['confirm-liens', 'LIEN_VERIFICATION', 'by default', 'WAITING_FOR_TITLE', {}, {}],
  [
    'confirm-liens',
    'LIEN_VERIFICATION_INQUIRY',
    'a lien marked for payoff',
    'PAYOFF_REQUEST_PENDING',
    { lienMarkedForPayoff: true },
    {},
  ],
  ['confirm-liens', 'LIEN_VERIFICATION', 'scenario payoff', 'PAYOFF_REQUEST_PENDING', { scenarios: ['payoff'] }, {}],
  ['set-disbursement-account', 'DISBURSEMENT_ACCOUNT', 'by default', 'AUTOPAY_ACCOUNT', {}, {}],
  ['set-disbursement-account', 'AUTOPAY_ACCOUNT', 'by default', 'stay', {}, {}],
  ['set-disbursement-account', 'VERIFIED_AUTOPAY_ACCOUNT', 'by default', 'stay', {}, {}],
  ['set-autopay-account', 'AUTOPAY_ACCOUNT', 'by default', 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false', {}, {}],
  [
    'set-autopay-account',
    'VERIFIED_AUTOPAY_ACCOUNT',
    'scenario flood',
    'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=true',
    { scenarios: ['flood'] },
    {},
  ],
  ['confirm-bank', 'VERIFIED_AUTOPAY_ACCOUNT', 'by default', 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false', {}, {}],
  ['confirm-bank', 'DISBURSEMENT_ACCOUNT', 'by default', 'stay', {}, {}],
  ['confirm-bank', 'AUTOPAY_ACCOUNT', 'by default', 'stay', {}, {}],
  ['confirm-bank', 'GEN_CLOSING_DISCLOSURE', 'by default', 'stay', {}, {}],
  ['confirm-bank', 'NOTE_SIGNING', 'by default', 'stay', {}, {}],
  ['accept-disclosures', 'OFFER_SELECTION', 'by default', 'stay', {}, {}],
  ['accept-disclosures', 'NOTE_SIGNING', 'by default', 'stay', {}, {}],
  ['sign-documents', 'NOTE_SIGNING', 'by default', 'GEN_NOTE_SIGNING', {}, {}],
  ['sign-documents', 'FINAL_OFFER', 'by default', 'GEN_NOTE_SIGNING', {}, {}],
  ['add-signer', 'NOTE_SIGNING', 'by default', 'stay', {}, {}],
  ['add-signer', 'GEN_NOTE_SIGNING', 'by default', 'stay', {}, {}],
  ['add-signer', 'CO_DEED_REQ', 'by default', 'stay', {}, {}],
  ['start-notary', 'DEED_SIGNING', 'by default', 'DEED_SIGNING', {}, {}],
  ['start-notary', 'NOTARY_DISCLOSURE', 'by default', 'DEED_SIGNING', {}, {}],
  ['start-notary', 'ATTORNEY_REVIEW', 'by default', 'DEED_SIGNING', {}, {}],
  ['start-notary', 'NOTARY_WAITING_PERIOD', 'by default', 'DEED_SIGNING', {}, {}],
  ['reserve-notary', 'MANUAL_DEED_SIGNING', 'by default', 'MANUAL_DEED_SIGNING manualNotary=true', {}, {}],
  ['reserve-notary', 'DEED_SIGNING', 'by default', 'MANUAL_DEED_SIGNING manualNotary=true', {}, {}],
  ['reserve-notary', 'NOTARY_DISCLOSURE', 'by default', 'MANUAL_DEED_SIGNING manualNotary=true', {}, {}],
  ['reserve-notary', 'ATTORNEY_REVIEW', 'by default', 'MANUAL_DEED_SIGNING manualNotary=true', {}, {}],
  ['reserve-notary', 'NOTARY_WAITING_PERIOD', 'by default', 'MANUAL_DEED_SIGNING manualNotary=true', {}, {}],
  ['complete-notary', 'DEED_SIGNING', 'by default', 'DEED_SIGNING primaryParticipantAcceptComplete=true', {}, {}],
  ['submit-insurance', 'TRUST_AND_INSURANCE', 'by default', 'WAITING_FOR_TITLE', {}, {}],
  ['submit-insurance', 'OFFER_SELECTION', 'by default', 'stay', {}, {}],
  ['submit-insurance', 'NOTE_SIGNING', 'by default', 'stay', {}, {}],
  ['confirm-profile', 'OFFER_SELECTION', 'by default', 'stay', {}, {}],
  ['confirm-profile', 'HMDA', 'by default', 'stay', {}, {}],
];

function describeTarget(target: ReturnType<typeof taskTransition>): string {
  if (target === undefined || target === 'stay') return String(target);
  const set = Object.entries(target.set ?? {}).map(([k, v]) => `${k}=${String(v)}`);
  return [target.status, ...set].join(' ');
}

describe('task transitions', () => {
  it.each(ROWS)('%s in %s, %s -> %s', (task, from, _when, expected, more, body) => {
    expect(describeTarget(taskTransition(facts(from, more), task, body))).toBe(expected);
  });

  it('covers every status every rule names, and nothing else is open', () => {
    const named = TASK_RULES.flatMap((r) => (r.from === '*' ? [] : r.from.map((from) => `${r.task} ${from}`)));
    const covered = new Set(ROWS.map(([task, from]) => `${task} ${from}`));
    expect(named.filter((n) => !covered.has(n))).toEqual([]);
  });

  it.each([
    ['select-offer', 'INCOME_VERIFICATION'],
    ['sign-documents', 'OFFER_SELECTION'],
    ['complete-notary', 'MANUAL_DEED_SIGNING'],
    ['accept-disclosures', 'COMPLETE'],
    ['accept-disclosures', 'DECLINED'],
    ['accept-disclosures', 'CANCELLED'],
    ['verify-identity', 'DECLINED'],
    ['submit-insurance', 'COMPLETE'],
    ['confirm-profile', 'DECLINED'],
  ] as [BorrowerTask, string][])('%s is not open in %s', (task, status) => {
    expect(isTaskOpen(task, status)).toBe(false);
    expect(taskTransition(facts(status), task)).toBeUndefined();
  });

  it('every task has a rule and an effect', () => {
    expect(BORROWER_TASKS.filter((task) => !TASK_RULES.some((r) => r.task === task))).toEqual([]);
    expect(BORROWER_TASKS.filter((task) => typeof TASK_EFFECTS[task] !== 'function')).toEqual([]);
  });

  it.each([...BORROWER_TASKS, ...SIGNER_TASKS])('%s has schemas/api/tasks/%s.schema.json', (task) => {
    expect(existsSync(fileURLToPath(new URL(`../../../schemas/api/tasks/${task}.schema.json`, import.meta.url)))).toBe(
      true,
    );
  });
});
