import type { ApplicationRecord, WorkflowData } from './application-record';

type StoredRecord = Omit<ApplicationRecord, keyof WorkflowFields> &
  Partial<Omit<WorkflowFields, 'workflow'>> & { workflow?: Partial<WorkflowData> };
type WorkflowFields = Pick<
  ApplicationRecord,
  | 'selectedOffer'
  | 'liens'
  | 'autopayAccount'
  | 'paymentMethod'
  | 'documents'
  | 'signers'
  | 'notary'
  | 'income'
  | 'workflow'
>;

/**
 * An application where none of the workflow has happened yet, around the fields given: a new
 * one (create-application passes its scenarios and income), or a record saved before the workflow
 * existed (an older .sandbox-data file), which lacks them.
 */
export function withWorkflowDefaults(stored: StoredRecord): ApplicationRecord {
  const workflow: WorkflowData = {
    scenarios: [],
    enteredAt: stored.auditFields.lastModifiedDate,
    held: false,
    employmentType: 'FULL_TIME',
    totalIncome: 100_000,
    email: '',
    ssnLast4: null,
    notarySessionStarted: false,
    acceptedDisclosures: [],
    signedDocuments: [],
    answers: {},
    conditions: [],
    ...stored.workflow,
  };
  return {
    ...stored,
    selectedOffer: stored.selectedOffer ?? null,
    liens: stored.liens ?? [],
    autopayAccount: stored.autopayAccount ?? null,
    paymentMethod: stored.paymentMethod ?? null,
    documents: stored.documents ?? [],
    signers: stored.signers ?? [],
    notary: stored.notary ?? null,
    income: stored.income ?? { providerType: null, verified: false },
    workflow,
  };
}
