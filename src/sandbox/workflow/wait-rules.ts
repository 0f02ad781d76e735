import {
  afterConditionsStep,
  afterHardCreditStep,
  afterNoteSigningStep,
  deedSigningStep,
  OFFERS_READY,
  to,
  valuationStep,
  type Step,
  type WorkflowFacts,
} from './steps';

export interface WaitRule {
  from: readonly string[];
  /** The step once waitMs has passed; null while it waits on something else (a person). */
  next: (f: WorkflowFacts) => Step | null;
  /** A moment (ms since the epoch) before which it never moves, whatever waitMs says. */
  notBefore?: (f: WorkflowFacts) => number | null;
  why: string;
}

const always = (step: Step) => () => step;

/**
 * Statuses that move on by themselves, waitMs after they began, as the lender's back end would
 * once a pull, a document or a third party comes back. Read in order; the first match wins.
 */
export const WAIT_RULES: readonly WaitRule[] = [
  {
    from: ['GEN_PRE_SOFT_CREDIT_DISCLOSURE'],
    next: always(to('WAITING_FOR_SOFT_CREDIT')),
    why: 'disclosure delivered, the soft pull runs',
  },
  {
    from: [
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'WAITING_FOR_VALUATION',
      'IN_PROGRESS',
      'PREQUAL_TITLE',
    ],
    next: always(OFFERS_READY),
    why: 'pull and pricing done: offers',
  },
  { from: ['GEN_SUMMARY_DISCLOSURE'], next: always(to('APP_SUBMISSION')), why: 'summary ready to review' },
  { from: ['GEN_APP_DISCLOSURES'], next: valuationStep, why: 'application disclosures delivered' },
  {
    from: ['CONDITIONS_OUTSTANDING'],
    next: afterConditionsStep,
    why: 'every condition answered (the answering call moves it at once; this covers a list a control call emptied)',
  },
  {
    from: ['BPO_PROCESSING', 'BPO_ORDERED', 'BPO_REVIEW'],
    next: always(to('BPO_COMPLETE', { bpo: 'BPO_COMPLETE' })),
    why: 'the broker reports a value',
  },
  {
    from: ['BPO_COMPLETE', 'RESIDENTIAL_EVALUATION_COMPLETE', 'APPRAISAL_COMPLETE'],
    next: always(to('INCOME_VERIFICATION')),
    why: 'valuation accepted',
  },
  {
    from: ['RESIDENTIAL_EVALUATION_PROCESSING'],
    next: always(to('RESIDENTIAL_EVALUATION_COMPLETE')),
    why: 'evaluation back',
  },
  {
    from: [
      'ONSITE_APPRAISAL_REQUEST',
      'ONSITE_APPRAISAL_SCHEDULED',
      'ONSITE_APPRAISAL_IN_PROGRESS',
      'APPRAISAL_ORDER_REQUEST',
    ],
    next: always(to('APPRAISAL_COMPLETE')),
    why: 'appraiser done',
  },
  {
    from: ['WAITING_FOR_HARD_CREDIT', 'HARD_CREDIT_PULL'],
    next: afterHardCreditStep,
    why: 'hard pull passed: approved',
  },
  { from: ['PAYOFF_REQUEST_PENDING'], next: always(to('PAYOFF_ORDERED')), why: 'payoff statement requested' },
  {
    from: ['PAYOFF_ORDERED', 'PAYOFF_RECEIVED', 'PAYOFF_REVIEW', 'WAITING_FOR_PAYOFF'],
    next: always(to('WAITING_FOR_TITLE')),
    why: 'payoff statement in hand',
  },
  {
    from: ['WAITING_FOR_TITLE', 'FINAL_TITLE_COMPLETE'],
    // A crypto-backed line needs no bank account to receive its funds: it goes straight to
    // autopay, where the status table shows bank/autopay although no routing number is on file.
    next: (f) => to(f.isCrypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT', { title: 'FINAL_TITLE_COMPLETE' }),
    why: 'title clear',
  },
  {
    from: ['FINAL_TITLE_ORDERED', 'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_REVIEW', 'FINAL_TITLE_CURATIVE'],
    next: always(to('FINAL_TITLE_COMPLETE', { title: 'FINAL_TITLE_COMPLETE' })),
    why: 'title work done',
  },
  {
    from: ['WAITING_FOR_FLOOD_CERT'],
    next: always(to('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: false })),
    why: 'flood certificate in',
  },
  {
    from: ['GEN_CLOSING_DISCLOSURE'],
    // Two waits with the flood scenario: the certificate arrives, then the disclosure is ready.
    next: (f) =>
      f.waitingOnFloodCert ? to('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: false }) : to('NOTE_SIGNING'),
    why: 'closing disclosure ready',
  },
  { from: ['GEN_NOTE_SIGNING'], next: afterNoteSigningStep, why: 'signed note recorded' },
  {
    from: ['CO_DEED_REQ'],
    next: (f) => (f.signersComplete ? deedSigningStep(f) : null),
    why: 'every additional signer has signed',
  },
  { from: ['NOTARY_WAITING_PERIOD'], next: always(to('DEED_SIGNING')), why: 'waiting period over' },
  {
    from: ['MANUAL_DEED_SIGNING'],
    next: (f) => (f.notaryReserved ? to('DEED_SIGNING', { primaryParticipantAcceptComplete: true }) : null),
    // The notary comes at the reserved time: the status moves once that slot is over.
    notBefore: (f) => f.notaryEndsAt,
    why: 'the in-person session took place',
  },
  {
    from: ['DEED_SIGNING'],
    next: (f) => (f.primaryParticipantAcceptComplete ? to('RESCISSION') : null),
    why: 'deed signed and notarised',
  },
  { from: ['RESCISSION'], next: always(to('RECORDING')), why: 'rescission period over' },
  { from: ['RECORDING'], next: always(to('FUNDABLE')), why: 'deed recorded' },
  {
    from: ['FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'WAITING_FOR_FUNDING'],
    next: always(to('FUNDING_DECISION')),
    why: 'ready to fund',
  },
  { from: ['FUNDING_DECISION'], next: always(to('COMPLETE')), why: 'funded' },
];

/** The step a status takes once its wait is over; null when it does not move by itself. */
export function waitTransition(f: WorkflowFacts): Step | null {
  return waitFor(f)?.step ?? null;
}

/** The step and the earliest moment it may happen (besides waitMs); undefined when nothing moves. */
export function waitFor(f: WorkflowFacts): { step: Step; notBefore: number } | undefined {
  const rule = WAIT_RULES.find((r) => r.from.includes(f.status));
  const step = rule?.next(f);
  return rule && step ? { step, notBefore: rule.notBefore?.(f) ?? 0 } : undefined;
}
