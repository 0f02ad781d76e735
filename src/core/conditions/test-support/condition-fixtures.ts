import type { Condition } from '@/generated/types/condition';

/** A condition for the core tests, changed field by field. */
export function condition(over: Partial<Condition> & { xtraData?: Condition['xtraData'] } = {}): Condition {
  return {
    uuid: '0c000000-0000-4000-8000-000000000001',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2025-03-01T10:00:00.000Z',
    description: 'Upload the declarations page.',
    header: 'Insurance declarations',
    button: 'Upload document',
    location: 'upload-document',
    type: 'DOCUMENT',
    requestDocuments: true,
    notes: null,
    commentsToBorrower: null,
    actionNeeded: true,
    xtraData: {},
    ...over,
  };
}
