import type { Condition } from '@/generated/types/condition';
import { UUID } from './widget-test-kit';

export const CONDITIONS = `/service-conditions/external/api/v1/applications/${UUID}/conditions`;
export const APP_PATH = `/account/heloc/${UUID}`;

/** The sandbox's +conditions set, as the conditions call answers it (newest first, unsorted). */
export function conditionSet(): Condition[] {
  const base = {
    notes: null,
    commentsToBorrower: null,
    actionNeeded: true,
    requestDocuments: true,
    type: 'DOCUMENT',
    location: 'upload-document',
    xtraData: {},
  } as const;
  return [
    {
      ...base,
      uuid: '0c000000-0000-4000-8000-000000000004',
      categoryEnum: 'BANK_ACCOUNT_REVIEW',
      created: '2026-11-22T05:03:00Z',
      header: 'Bank statement needed',
      description: 'Upload your latest statement.',
      button: 'Upload statement',
      commentsToBorrower: 'All pages, please.',
      xtraData: { mask: 'XXXXXX4321' },
    },
    {
      ...base,
      uuid: '0c000000-0000-4000-8000-000000000003',
      categoryEnum: 'MISSING_PHONE',
      created: '2026-11-22T05:02:00Z',
      header: 'Mobile phone number needed',
      description: 'We need a mobile phone number.',
      button: 'Add phone number',
      location: 'phone-number',
      type: 'PHONE_NUMBER',
      requestDocuments: false,
    },
    {
      ...base,
      uuid: '0c000000-0000-4000-8000-000000000002',
      categoryEnum: 'MANUAL_PAYSTUBS',
      created: '2026-11-22T05:01:00Z',
      header: 'Paystubs needed',
      description: '',
      button: 'Upload paystubs',
      xtraData: { numDocsRequired: 2 },
    },
    {
      ...base,
      uuid: '0c000000-0000-4000-8000-000000000001',
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      created: '2026-11-22T05:00:00Z',
      header: 'Insurance declarations',
      description: 'Upload the declarations page.',
      button: 'Upload document',
      notes: 'The page with your coverage.',
    },
    {
      ...base,
      uuid: '0c000000-0000-4000-8000-000000000009',
      categoryEnum: 'SOMETHING_INTERNAL',
      created: '2026-11-22T04:00:00Z',
      header: 'Internal only',
      description: 'Not for borrowers.',
      button: 'Nope',
    },
  ];
}

export const linkTo = (c: Condition) =>
  `${c.location}?conditionUuid=${c.uuid}&conditionType=${c.type}&conditionEnum=${c.categoryEnum}`;
