import { describe, expect, it } from 'vitest';
import type { WorkflowFacts } from './steps';
import { WAIT_RULES, waitFor, waitTransition } from './wait-rules';

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

type Row = [from: string, more: Partial<WorkflowFacts>, expected: string];

/** The statuses that move by themselves, row by row as in the README (written out, not read from the rules). */
const ROWS: Row[] = [
  ['GEN_PRE_SOFT_CREDIT_DISCLOSURE', {}, 'WAITING_FOR_SOFT_CREDIT'],
  ...[
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'WAITING_FOR_VALUATION',
    'IN_PROGRESS',
    'PREQUAL_TITLE',
  ].map((s): Row => [s, {}, 'OFFER_SELECTION decision=SELECT subDecision=UNVERIFIED_OFFER']),
  ['GEN_SUMMARY_DISCLOSURE', {}, 'APP_SUBMISSION'],
  ['GEN_APP_DISCLOSURES', {}, 'INCOME_VERIFICATION'],
  ['GEN_APP_DISCLOSURES', { scenarios: ['bpo'] }, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ['GEN_APP_DISCLOSURES', { scenarios: ['noavm'] }, 'NO_AVM_FOUND'],
  ['CONDITIONS_OUTSTANDING', { conditionsOutstanding: true }, 'null'],
  ['CONDITIONS_OUTSTANDING', {}, 'INCOME_VERIFICATION'],
  ['CONDITIONS_OUTSTANDING', { scenarios: ['bpo'] }, 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED'],
  ...['BPO_PROCESSING', 'BPO_ORDERED', 'BPO_REVIEW'].map((s): Row => [s, {}, 'BPO_COMPLETE bpo=BPO_COMPLETE']),
  ...['BPO_COMPLETE', 'RESIDENTIAL_EVALUATION_COMPLETE', 'APPRAISAL_COMPLETE'].map((s): Row => [
    s,
    {},
    'INCOME_VERIFICATION',
  ]),
  ['RESIDENTIAL_EVALUATION_PROCESSING', {}, 'RESIDENTIAL_EVALUATION_COMPLETE'],
  ...[
    'ONSITE_APPRAISAL_REQUEST',
    'ONSITE_APPRAISAL_SCHEDULED',
    'ONSITE_APPRAISAL_IN_PROGRESS',
    'APPRAISAL_ORDER_REQUEST',
  ].map((s): Row => [s, {}, 'APPRAISAL_COMPLETE']),
  ['WAITING_FOR_HARD_CREDIT', {}, 'WAITING_FOR_TITLE decision=APPROVED subDecision=VERIFIED_OFFER'],
  ['HARD_CREDIT_PULL', { scenarios: ['liens'] }, 'LIEN_VERIFICATION decision=APPROVED subDecision=VERIFIED_OFFER'],
  [
    'WAITING_FOR_HARD_CREDIT',
    { scenarios: ['payoff'] },
    'LIEN_VERIFICATION decision=APPROVED subDecision=VERIFIED_OFFER',
  ],
  [
    'WAITING_FOR_HARD_CREDIT',
    { scenarios: ['insurance'] },
    'TRUST_AND_INSURANCE decision=APPROVED subDecision=VERIFIED_OFFER',
  ],
  ['PAYOFF_REQUEST_PENDING', {}, 'PAYOFF_ORDERED'],
  ...['PAYOFF_ORDERED', 'PAYOFF_RECEIVED', 'PAYOFF_REVIEW', 'WAITING_FOR_PAYOFF'].map((s): Row => [
    s,
    {},
    'WAITING_FOR_TITLE',
  ]),
  ...['WAITING_FOR_TITLE', 'FINAL_TITLE_COMPLETE'].map((s): Row => [
    s,
    {},
    'DISBURSEMENT_ACCOUNT title=FINAL_TITLE_COMPLETE',
  ]),
  ...['FINAL_TITLE_ORDERED', 'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_REVIEW', 'FINAL_TITLE_CURATIVE'].map((s): Row => [
    s,
    {},
    'FINAL_TITLE_COMPLETE title=FINAL_TITLE_COMPLETE',
  ]),
  ['WAITING_FOR_FLOOD_CERT', {}, 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false'],
  ['GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }, 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false'],
  ['GEN_CLOSING_DISCLOSURE', {}, 'NOTE_SIGNING'],
  ['GEN_NOTE_SIGNING', {}, 'DEED_SIGNING'],
  ['GEN_NOTE_SIGNING', { scenarios: ['manualnotary'] }, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['GEN_NOTE_SIGNING', { manualNotary: true }, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['GEN_NOTE_SIGNING', { scenarios: ['codeed'] }, 'CO_DEED_REQ'],
  ['GEN_NOTE_SIGNING', { scenarios: ['codeed'], signersComplete: true }, 'DEED_SIGNING'],
  ['CO_DEED_REQ', {}, 'null'],
  ['CO_DEED_REQ', { signersComplete: true }, 'DEED_SIGNING'],
  ['CO_DEED_REQ', { signersComplete: true, scenarios: ['manualnotary'] }, 'MANUAL_DEED_SIGNING manualNotary=true'],
  ['NOTARY_WAITING_PERIOD', {}, 'DEED_SIGNING'],
  ['MANUAL_DEED_SIGNING', {}, 'null'],
  ['MANUAL_DEED_SIGNING', { notaryReserved: true }, 'DEED_SIGNING primaryParticipantAcceptComplete=true'],
  ['DEED_SIGNING', {}, 'null'],
  ['DEED_SIGNING', { primaryParticipantAcceptComplete: true }, 'RESCISSION'],
  ['RESCISSION', {}, 'RECORDING'],
  ['RECORDING', {}, 'FUNDABLE'],
  ...['FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'WAITING_FOR_FUNDING'].map((s): Row => [s, {}, 'FUNDING_DECISION']),
  ['FUNDING_DECISION', {}, 'COMPLETE'],
];

const describeStep = (step: ReturnType<typeof waitTransition>): string =>
  step === null
    ? 'null'
    : [step.status, ...Object.entries(step.set ?? {}).map(([k, v]) => `${k}=${String(v)}`)].join(' ');

describe('waiting transitions', () => {
  it.each(ROWS)('%s (%j) -> %s', (from, more, expected) => {
    expect(describeStep(waitTransition(facts(from, more)))).toBe(expected);
  });

  it('every status a wait rule names has a row', () => {
    const covered = new Set(ROWS.map(([from]) => from));
    expect(WAIT_RULES.flatMap((r) => r.from).filter((s) => !covered.has(s))).toEqual([]);
  });

  it('the in-person notary moves nothing before its slot is over', () => {
    expect(waitFor(facts('MANUAL_DEED_SIGNING', { notaryReserved: true, notaryEndsAt: 1_000 }))?.notBefore).toBe(1_000);
    expect(waitFor(facts('GEN_NOTE_SIGNING'))?.notBefore).toBe(0);
  });

  it.each([
    'OFFER_SELECTION',
    'INCOME_VERIFICATION',
    'NOTE_SIGNING',
    'DECLINED',
    'COMPLETE',
    'CANCELLED',
    'CREDIT_ERROR',
    'UNKNOWN',
  ])('%s waits on a person (or nothing): it never moves by itself', (status) =>
    expect(waitTransition(facts(status))).toBeNull(),
  );
});
