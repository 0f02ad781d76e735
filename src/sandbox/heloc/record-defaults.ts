import type { ApplicationRecord, WorkflowData } from './application-types';

type StoredRecord = Omit<ApplicationRecord, keyof WorkflowFields> & Partial<WorkflowFields>;
type WorkflowFields = Pick<
  ApplicationRecord,
  'selectedOffer' | 'liens' | 'autopayAccount' | 'paymentMethod' | 'documents' | 'signers' | 'notary' | 'income' | 'workflow'
>;

/**
 * A record saved before the workflow existed (an older .sandbox-data file) lacks its fields;
 * it reads as an application where none of that has happened yet.
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
