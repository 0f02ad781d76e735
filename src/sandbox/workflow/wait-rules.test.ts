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

/** `when` names the facts in words, so the title never prints them. */
type Row = [from: string, when: string, expected: string, more: Partial<WorkflowFacts>];

/** The statuses that move by themselves, row by row as in the README (written out, not read from the rules). */
const ROWS: Row[] = [
  ['GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'by default', 'WAITING_FOR_SOFT_CREDIT', {}],
  ...[
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'WAITING_FOR_VALUATION',
    'IN_PROGRESS',
    'PREQUAL_TITLE',
  ].map((s): Row => [s, 'by default', 'OFFER_SELECTION decision=SELECT subDecision=UNVERIFIED_OFFER', {}]),
  ['GEN_SUMMARY_DISCLOSURE', 'by default', 'APP_SUBMISSION', {}],
  ['GEN_APP_DISCLOSURES', 'by default', 'INCOME_VERIFICATION', {}],
  ['GEN_APP_DISCLOSURES', 'scenario bpo', 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED', { scenarios: ['bpo'] }],
  ['GEN_APP_DISCLOSURES', 'scenario noavm', 'NO_AVM_FOUND', { scenarios: ['noavm'] }],
  ['CONDITIONS_OUTSTANDING', 'conditions outstanding', 'null', { conditionsOutstanding: true }],
  ['CONDITIONS_OUTSTANDING', 'by default', 'INCOME_VERIFICATION', {}],
  ['CONDITIONS_OUTSTANDING', 'scenario bpo', 'BPO_ORDER_REQUEST bpo=BPO_REQUIRED', { scenarios: ['bpo'] }],
  ...['BPO_PROCESSING', 'BPO_ORDERED', 'BPO_REVIEW'].map((s): Row => [
    s,
    'by default',
    'BPO_COMPLETE bpo=BPO_COMPLETE',
    {},
  ]),
  ...['BPO_COMPLETE', 'RESIDENTIAL_EVALUATION_COMPLETE', 'APPRAISAL_COMPLETE'].map((s): Row => [
    s,
    'by default',
    'INCOME_VERIFICATION',
    {},
  ]),
  ['RESIDENTIAL_EVALUATION_PROCESSING', 'by default', 'RESIDENTIAL_EVALUATION_COMPLETE', {}],
  ...[
    'ONSITE_APPRAISAL_REQUEST',
    'ONSITE_APPRAISAL_SCHEDULED',
    'ONSITE_APPRAISAL_IN_PROGRESS',
    'APPRAISAL_ORDER_REQUEST',
  ].map((s): Row => [s, 'by default', 'APPRAISAL_COMPLETE', {}]),
  ['WAITING_FOR_HARD_CREDIT', 'by default', 'WAITING_FOR_TITLE decision=APPROVED subDecision=VERIFIED_OFFER', {}],
  [
    'HARD_CREDIT_PULL',
    'scenario liens',
    'LIEN_VERIFICATION decision=APPROVED subDecision=VERIFIED_OFFER',
    { scenarios: ['liens'] },
  ],
  [
    'WAITING_FOR_HARD_CREDIT',
    'scenario payoff',
    'LIEN_VERIFICATION decision=APPROVED subDecision=VERIFIED_OFFER',
    { scenarios: ['payoff'] },
  ],
  [
    'WAITING_FOR_HARD_CREDIT',
    'scenario insurance',
    'TRUST_AND_INSURANCE decision=APPROVED subDecision=VERIFIED_OFFER',
    { scenarios: ['insurance'] },
  ],
  ['PAYOFF_REQUEST_PENDING', 'by default', 'PAYOFF_ORDERED', {}],
  ...['PAYOFF_ORDERED', 'PAYOFF_RECEIVED', 'PAYOFF_REVIEW', 'WAITING_FOR_PAYOFF'].map((s): Row => [
    s,
    'by default',
    'WAITING_FOR_TITLE',
    {},
  ]),
  ...['WAITING_FOR_TITLE', 'FINAL_TITLE_COMPLETE'].map((s): Row => [
    s,
    'by default',
    'DISBURSEMENT_ACCOUNT title=FINAL_TITLE_COMPLETE',
    {},
  ]),
  ...['WAITING_FOR_TITLE', 'FINAL_TITLE_COMPLETE'].map((s): Row => [
    s,
    'crypto-backed',
    'AUTOPAY_ACCOUNT title=FINAL_TITLE_COMPLETE',
    { isCrypto: true },
  ]),
  ...['FINAL_TITLE_ORDERED', 'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_REVIEW', 'FINAL_TITLE_CURATIVE'].map((s): Row => [
    s,
    'by default',
    'FINAL_TITLE_COMPLETE title=FINAL_TITLE_COMPLETE',
    {},
  ]),
  ['WAITING_FOR_FLOOD_CERT', 'by default', 'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false', {}],
  [
    'GEN_CLOSING_DISCLOSURE',
    'waiting on the flood certificate',
    'GEN_CLOSING_DISCLOSURE waitingOnFloodCert=false',
    { waitingOnFloodCert: true },
  ],
  ['GEN_CLOSING_DISCLOSURE', 'by default', 'NOTE_SIGNING', {}],
  ['GEN_NOTE_SIGNING', 'by default', 'DEED_SIGNING', {}],
  [
    'GEN_NOTE_SIGNING',
    'scenario manualnotary',
    'MANUAL_DEED_SIGNING manualNotary=true',
    { scenarios: ['manualnotary'] },
  ],
  ['GEN_NOTE_SIGNING', 'an in-person notary chosen', 'MANUAL_DEED_SIGNING manualNotary=true', { manualNotary: true }],
  ['GEN_NOTE_SIGNING', 'scenario codeed', 'CO_DEED_REQ', { scenarios: ['codeed'] }],
  [
    'GEN_NOTE_SIGNING',
    'scenario codeed, signers complete',
    'DEED_SIGNING',
    { scenarios: ['codeed'], signersComplete: true },
  ],
  ['CO_DEED_REQ', 'by default', 'null', {}],
  ['CO_DEED_REQ', 'signers complete', 'DEED_SIGNING', { signersComplete: true }],
  [
    'CO_DEED_REQ',
    'signers complete, scenario manualnotary',
    'MANUAL_DEED_SIGNING manualNotary=true',
    { signersComplete: true, scenarios: ['manualnotary'] },
  ],
  ['NOTARY_WAITING_PERIOD', 'by default', 'DEED_SIGNING', {}],
  ['MANUAL_DEED_SIGNING', 'by default', 'null', {}],
  [
    'MANUAL_DEED_SIGNING',
    'a notary reserved',
    'DEED_SIGNING primaryParticipantAcceptComplete=true',
    { notaryReserved: true },
  ],
  ['DEED_SIGNING', 'by default', 'null', {}],
  ['DEED_SIGNING', 'the borrower done with the notary', 'RESCISSION', { primaryParticipantAcceptComplete: true }],
  ['RESCISSION', 'by default', 'RECORDING', {}],
  ['RECORDING', 'by default', 'FUNDABLE', {}],
  ...['FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'WAITING_FOR_FUNDING'].map((s): Row => [
    s,
    'by default',
    'FUNDING_DECISION',
    {},
  ]),
  ['FUNDING_DECISION', 'by default', 'COMPLETE', {}],
];

const describeStep = (step: ReturnType<typeof waitTransition>): string =>
  step === null
    ? 'null'
    : [step.status, ...Object.entries(step.set ?? {}).map(([k, v]) => `${k}=${String(v)}`)].join(' ');

describe('waiting transitions', () => {
  it.each(ROWS)('%s, %s -> %s', (from, _when, expected, more) => {
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
