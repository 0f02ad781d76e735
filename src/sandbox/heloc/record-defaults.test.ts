import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from './application-record';
import { withWorkflowDefaults } from './record-defaults';

describe('withWorkflowDefaults', () => {
  it('reads a record saved before the workflow as one where nothing of it has happened', () => {
    const old = {
      uuid: 'u',
      auditFields: { createdDate: '2025-01-01T00:00:00.000Z', lastModifiedDate: '2025-01-02T00:00:00.000Z' },
    } as unknown as ApplicationRecord;
    expect(withWorkflowDefaults(old)).toMatchObject({
      selectedOffer: null,
      liens: [],
      autopayAccount: null,
      paymentMethod: null,
      documents: [],
      signers: [],
      notary: null,
      income: { providerType: null, verified: false },
      workflow: {
        scenarios: [],
        enteredAt: '2025-01-02T00:00:00.000Z',
        ssnLast4: null,
        acceptedDisclosures: [],
        signedDocuments: [],
      },
    });
  });

  it('keeps what a newer record has', () => {
    const record = withWorkflowDefaults({
      auditFields: { lastModifiedDate: 'x' },
      liens: [{ id: 'l' }],
      workflow: { scenarios: ['flood'] },
    } as unknown as ApplicationRecord);
    expect(record.liens).toEqual([{ id: 'l' }]);
    expect(record.workflow.scenarios).toEqual(['flood']);
    expect(record.workflow.enteredAt).toBe('x');
  });
});
