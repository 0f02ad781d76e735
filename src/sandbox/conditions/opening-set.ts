import { createHash } from 'node:crypto';
import type { ConditionRecord } from './condition-types';

/** A stable uuid per application and condition, so a test can name one without listing first. */
function conditionUuid(applicationUuid: string, key: string): string {
  const hex = createHash('sha256').update(`${applicationUuid}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * What an underwriter opens for a `+conditions` borrower after the offer: a generic document
 * request, manual paystubs (two), a missing phone and a bank account review. Created a minute
 * apart, listed newest first here on purpose: the web app sorts by created ascending.
 */
export function openingConditions(applicationUuid: string, at: string): ConditionRecord[] {
  const base = { notes: null, commentsToBorrower: null, actionNeeded: true };
  return [
    {
      ...base,
      uuid: conditionUuid(applicationUuid, 'bank'),
      categoryEnum: 'BANK_ACCOUNT_REVIEW',
      created: minutesAfter(at, 3),
      header: 'Bank statement needed',
      description:
        'Please upload your most recent bank statement for the account we have on file, showing your name and the account number.',
      button: 'Upload statement',
      location: 'upload-document',
      type: 'DOCUMENT',
      requestDocuments: true,
      commentsToBorrower: 'All pages of the statement, please, including blank ones.',
      xtraData: { mask: 'XXXXXX4321' },
    },
    {
      ...base,
      uuid: conditionUuid(applicationUuid, 'phone'),
      categoryEnum: 'MISSING_PHONE',
      created: minutesAfter(at, 2),
      header: 'Mobile phone number needed',
      description: 'We need a mobile phone number to reach you about your application.',
      button: 'Add phone number',
      location: 'phone-number',
      type: 'PHONE_NUMBER',
      requestDocuments: false,
      xtraData: {},
    },
    {
      ...base,
      uuid: conditionUuid(applicationUuid, 'paystubs'),
      categoryEnum: 'MANUAL_PAYSTUBS',
      created: minutesAfter(at, 1),
      header: 'Paystubs needed',
      description: 'Please upload your most recent paystubs showing your year-to-date earnings.',
      button: 'Upload paystubs',
      location: 'upload-document',
      type: 'DOCUMENT',
      requestDocuments: true,
      xtraData: { numDocsRequired: 2 },
    },
    {
      ...base,
      uuid: conditionUuid(applicationUuid, 'generic'),
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      created: at,
      header: 'Homeowners insurance declaration page',
      description: "Please upload the declarations page of your current homeowner's insurance policy.",
      button: 'Upload document',
      location: 'upload-document',
      type: 'DOCUMENT',
      requestDocuments: true,
      notes: 'The page that lists your coverage amounts and the policy period.',
      xtraData: {},
    },
  ];
}
