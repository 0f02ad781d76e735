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

type Row = [
  task: BorrowerTask,
  from: string,
  more: Partial<WorkflowFacts>,
  body: Record<string, unknown>,
  expected: string,
];

/** The borrower's side of the README's transition table, row by row (written out, not read from the rules). */
const ROWS: Row[] = [
  ['select-offer', 'OFFER_SELECTION', {}, {}, 'INCOME_VERIFICATION'],
  ['select-offer', 'REVISED_OFFER_SELECTION', {}, {}, 'INCOME_VERIFICATION'],
  ['select-offer', 'OFFER_SELECTION', { scenarios: ['bpo'] }, {}, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ['select-offer', 'OFFER_SELECTION', { scenarios: ['noavm', 'bpo'] }, {}, 'NO_AVM_FOUND'],
  ['select-offer', 'OFFER_SELECTION', { scenarios: ['moreinfo', 'bpo'] }, {}, 'COLLECT_ADDITIONAL_INFO'],
  ['select-offer', 'OFFER_SELECTION', { scenarios: ['conditions'] }, {}, 'CONDITIONS_OUTSTANDING'],
  ['accept-prequal-winback', 'CLTV_REQUALIFY', {}, { accept: true }, 'REVISED_OFFER_SELECTION'],
  ['accept-prequal-winback', 'LIEN_POSITION_REQUALIFY', {}, { accept: false }, 'CANCELLED'],
  ['confirm-assets', 'ASSETS_PREQUAL', {}, {}, 'WAITING_FOR_INITIAL_OFFERS'],
  ['confirm-ssn', 'CREDIT_NO_MATCH', {}, {}, 'WAITING_FOR_SOFT_CREDIT'],
  [
    'retry-credit',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    {},
    {},
    'WAITING_FOR_SOFT_CREDIT decision=INITIAL subDecision=UNKNOWN_SUBDECISION',
  ],
  ['retry-credit', 'HARD_CREDIT_LOCKED_OR_FROZEN', {}, {}, 'WAITING_FOR_HARD_CREDIT'],
  ['confirm-property', 'NO_PROPERTY_FOUND', {}, {}, 'WAITING_FOR_VALUATION'],
  ['confirm-property', 'MULTIPLE_PROPERTIES', {}, {}, 'WAITING_FOR_VALUATION'],
  ['confirm-contact', 'COLLECT_ADDITIONAL_INFO', {}, {}, 'HMDA'],
  ['submit-hmda', 'HMDA', {}, {}, 'APP_SUBMISSION'],
  ['accept-app-summary', 'APP_SUBMISSION', {}, {}, 'GEN_APP_DISCLOSURES'],
  ['accept-app-summary', 'GEN_SUMMARY_DISCLOSURE', {}, {}, 'GEN_APP_DISCLOSURES'],
  ['estimate-value', 'NO_AVM_FOUND', {}, {}, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ['estimate-value', 'BPO_ESTIMATE_VALUE', {}, {}, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ['estimate-value', 'RESIDENTIAL_EVALUATION_ESTIMATE_VALUE', {}, {}, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ['order-bpo', 'BPO_ORDER_REQUEST', {}, {}, 'BPO_PROCESSING bpo=BPO_PROCESSING'],
  ['order-bpo', 'RESIDENTIAL_EVALUATION_ORDER_REQUEST', {}, {}, 'RESIDENTIAL_EVALUATION_PROCESSING'],
  ['link-income', 'INCOME_VERIFICATION', {}, {}, 'IDENTITY_VERIFICATION'],
  ['link-income', 'INCOME_VERIFICATION', { scenarios: ['selfemployed'] }, {}, 'EMPLOYMENT_VERIFICATION'],
  // A tax return or business statements verify a self-employed income themselves: no employer to ask.
  [
    'link-income',
    'INCOME_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'POINTSERV_TAX' },
    {},
    'IDENTITY_VERIFICATION',
  ],
  [
    'submit-paystubs',
    'INCOME_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'BUSINESS_BANK_STATEMENT' },
    {},
    'IDENTITY_VERIFICATION',
  ],
  [
    'submit-paystubs',
    'INCOME_VERIFICATION',
    { scenarios: ['selfemployed'], incomeProvider: 'MANUAL_PAYSTUB' },
    {},
    'EMPLOYMENT_VERIFICATION',
  ],
  [
    'link-income',
    'INCOME_VERIFICATION',
    { scenarios: ['uwdecline'] },
    {},
    'DECLINED decision=DECLINE subDecision=UNKNOWN_SUBDECISION',
  ],
  ['submit-paystubs', 'INCOME_VERIFICATION', {}, {}, 'IDENTITY_VERIFICATION'],
  ['verify-employer', 'EMPLOYMENT_VERIFICATION', {}, {}, 'IDENTITY_VERIFICATION'],
  ['verify-identity', 'IDENTITY_VERIFICATION', {}, {}, 'WAITING_FOR_HARD_CREDIT'],
  ['confirm-liens', 'LIEN_VERIFICATION', {}, {}, 'WAITING_FOR_TITLE'],
  ['confirm-liens', 'LIEN_VERIFICATION_INQUIRY', { lienMarkedForPayoff: true }, {}, 'PAYOFF_REQUEST_PENDING'],
  ['confirm-liens', 'LIEN_VERIFICATION', { scenarios: ['payoff'] }, {}, 'PAYOFF_REQUEST_PENDING'],
  ['set-disbursement-account', 'DISBURSEMENT_ACCOUNT', {}, {}, 'AUTOPAY_ACCOUNT'],
  ['set-disbursement-account', 'AUTOPAY_ACCOUNT', {}, {}, 'stay'],
  ['set-disbursement-account', 'VERIFIED_AUTOPAY_ACCOUNT', {}, {}, 'stay'],
  ['set-autopay-account', 'AUTOPAY_ACCOUNT', {}, {}, 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false'],
  [
    'set-autopay-account',
    'VERIFIED_AUTOPAY_ACCOUNT',
    { scenarios: ['flood'] },
    {},
    'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=true',
  ],
  ['confirm-bank', 'VERIFIED_AUTOPAY_ACCOUNT', {}, {}, 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false'],
  ['confirm-bank', 'DISBURSEMENT_ACCOUNT', {}, {}, 'stay'],
  ['confirm-bank', 'AUTOPAY_ACCOUNT', {}, {}, 'stay'],
  ['confirm-bank', 'GEN_CLOSING_DISCLOSURE', {}, {}, 'stay'],
  ['confirm-bank', 'NOTE_SIGNING', {}, {}, 'stay'],
  ['accept-disclosures', 'OFFER_SELECTION', {}, {}, 'stay'],
  ['accept-disclosures', 'NOTE_SIGNING', {}, {}, 'stay'],
  ['sign-documents', 'NOTE_SIGNING', {}, {}, 'GEN_NOTE_SIGNING'],
  ['sign-documents', 'FINAL_OFFER', {}, {}, 'GEN_NOTE_SIGNING'],
  ['add-signer', 'NOTE_SIGNING', {}, {}, 'stay'],
  ['add-signer', 'GEN_NOTE_SIGNING', {}, {}, 'stay'],
  ['add-signer', 'CO_DEED_REQ', {}, {}, 'stay'],
  ['start-notary', 'DEED_SIGNING', {}, {}, 'DEED_SIGNING'],
  ['start-notary', 'NOTARY_DISCLOSURE', {}, {}, 'DEED_SIGNING'],
  ['start-notary', 'ATTORNEY_REVIEW', {}, {}, 'DEED_SIGNING'],
  ['start-notary', 'NOTARY_WAITING_PERIOD', {}, {}, 'DEED_SIGNING'],
  ['reserve-notary', 'MANUAL_DEED_SIGNING', {}, {}, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['reserve-notary', 'DEED_SIGNING', {}, {}, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['reserve-notary', 'NOTARY_DISCLOSURE', {}, {}, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['reserve-notary', 'ATTORNEY_REVIEW', {}, {}, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['reserve-notary', 'NOTARY_WAITING_PERIOD', {}, {}, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['complete-notary', 'DEED_SIGNING', {}, {}, 'DEED_SIGNING primaryParticipantAcceptComplete=true'],
  ['submit-insurance', 'TRUST_AND_INSURANCE', {}, {}, 'WAITING_FOR_TITLE'],
  ['submit-insurance', 'OFFER_SELECTION', {}, {}, 'stay'],
  ['submit-insurance', 'NOTE_SIGNING', {}, {}, 'stay'],
  ['confirm-profile', 'OFFER_SELECTION', {}, {}, 'stay'],
  ['confirm-profile', 'HMDA', {}, {}, 'stay'],
];

function describeTarget(target: ReturnType<typeof taskTransition>): string {
  if (target === undefined || target === 'stay') return String(target);
  const set = Object.entries(target.set ?? {}).map(([k, v]) => `${k}=${String(v)}`);
  return [target.status, ...set].join(' ');
}

describe('task transitions', () => {
  it.each(ROWS)('%s in %s (%j, body %j) -> %s', (task, from, more, body, expected) => {
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
