import { randomBytes, randomUUID } from 'node:crypto';
import type { VerifyIdentityTask } from '@/generated/types/verify-identity';
import { borrowerDocumentSets } from '../documents/document-sets';
import type { ApplicationRecord, BankAccountRecord } from '../heloc/application-record';
import { LINKED_ACCOUNT } from '../heloc/linked-bank-account';
import { BACK_OF_ID_FLAG, checkDocumentKeys, checkIdentityDocuments } from './identity-check';
import { NOTARY_FEE, notarySlots } from './notary-slots';
import { isValidRoutingNumber } from '../../core/bank/routing-number';
import { fieldError, spokenFieldError } from './task-errors';
import type { TaskEffect, TaskEnv } from './task-effect';

type Body = Record<string, unknown>;

/** Platform spec wording for a routing number that fails the checksum. */
export const INVALID_ROUTING_NUMBER = 'Please enter a valid routing number';

/** The account the task names: linked at the bank (checked by checkBankLink before the task runs) or typed. */
function bankAccount(body: Body): BankAccountRecord {
  if (typeof body.oauthStateId === 'string') return { ...LINKED_ACCOUNT };
  const routingNumber = body.routingNumber as string;
  if (!isValidRoutingNumber(routingNumber)) throw spokenFieldError('/routingNumber', INVALID_ROUTING_NUMBER);
  // Only the last four are kept: the full number never reaches the database or an answer.
  const mask = (body.accountNumber as string).slice(-4);
  return {
    routingNumber,
    mask,
    accountNumber: null,
    accountType: body.accountType as 'CHECKING' | 'SAVINGS',
    holderName: body.holderName as string,
  };
}

const keys = (record: ApplicationRecord, set: 'disclosures' | 'signing', env: TaskEnv) =>
  borrowerDocumentSets(record, env.flagOn)[set].map((d) => d.key);

/** Effects of the tasks from identity to the notary. */
export const EFFECTS_CLOSING: Record<string, TaskEffect> = {
  'verify-identity': (record, body: Body, env) => {
    const backOfId = env.flagOn(BACK_OF_ID_FLAG);
    checkIdentityDocuments(record.documents, env.identityUuid, body as unknown as VerifyIdentityTask, backOfId);
    return {
      ...record,
      workflow: { ...record.workflow, answers: { ...record.workflow.answers, idType: body.idType } },
    };
  },
  'confirm-liens': (record, body: Body) => {
    const sent = body.liens as { id: string; payOff: boolean }[];
    sent.forEach((lien, index) => {
      if (!record.liens.some((l) => l.id === lien.id))
        throw fieldError(`/liens/${index}/id`, `'${lien.id}' is not a lien of this application`);
    });
    const missing = record.liens.filter((l) => !sent.some((s) => s.id === l.id)).map((l) => l.id);
    if (missing.length > 0)
      throw fieldError('/liens', `must name every lien of the application; missing ${missing.join(', ')}`);
    // With the payoff scenario the lender insists on paying off the first mortgage.
    const forced = record.workflow.scenarios.includes('payoff') ? record.liens[0]?.id : undefined;
    const liens = record.liens.map((l) => {
      const payOff = l.id === forced || sent.some((s) => s.id === l.id && s.payOff);
      return { ...l, payOff: { status: payOff ? ('MARKED_FOR_PAYOFF' as const) : ('NOT_MARKED_FOR_PAYOFF' as const) } };
    });
    return { ...record, liens };
  },
  'set-disbursement-account': (record, body: Body) => ({ ...record, disburseAccount: bankAccount(body) }),
  'set-autopay-account': (record, body: Body) => {
    if (body.decline === true) return { ...record, autopayAccount: null, paymentMethod: 'MANUAL' };
    if (body.sameAsDisbursement === true) {
      if (!record.disburseAccount?.mask)
        throw fieldError('/sameAsDisbursement', 'needs a disbursement account first (set-disbursement-account)');
      return { ...record, autopayAccount: { ...record.disburseAccount }, paymentMethod: 'AUTOPAY' };
    }
    return { ...record, autopayAccount: bankAccount(body), paymentMethod: 'AUTOPAY' };
  },
  'confirm-bank': (record) => ({
    ...record,
    workflow: { ...record.workflow, answers: { ...record.workflow.answers, bankConfirmed: true } },
  }),
  'accept-disclosures': (record, body: Body, env) => {
    const expected = keys(record, 'disclosures', env);
    checkDocumentKeys(body.documentKeys as string[], expected);
    return { ...record, workflow: { ...record.workflow, acceptedDisclosures: expected } };
  },
  'sign-documents': (record, body: Body, env) => {
    const expected = keys(record, 'signing', env);
    checkDocumentKeys(body.documentKeys as string[], expected);
    return { ...record, workflow: { ...record.workflow, signedDocuments: expected } };
  },
  'add-signer': (record, body: Body) => {
    const email = (body.email as string).trim();
    const same = (other: string) => other.trim().toLowerCase() === email.toLowerCase();
    if (same(record.workflow.email))
      throw fieldError('/email', "must be the additional signer's own email, not the borrower's");
    if (record.signers.some((s) => same(s.email) && s.status !== 'CANCELLED'))
      throw fieldError('/email', 'is already invited to sign this application');
    const signer = {
      uuid: randomUUID(),
      firstName: (body.firstName as string).trim(),
      lastName: (body.lastName as string).trim(),
      email,
      status: 'IDENTITY' as const,
      resumeToken: randomBytes(24).toString('base64url'),
      identityUuid: null,
    };
    return { ...record, signers: [...record.signers, signer] };
  },
  'start-notary': (record) => ({ ...record, workflow: { ...record.workflow, notarySessionStarted: true } }),
  'reserve-notary': (record, body: Body, env) => {
    const slot = notarySlots(env.now).find((s) => s.id === body.slotId);
    if (!slot) throw fieldError('/slotId', `'${String(body.slotId)}' is not an open slot (GET .../notary/slots)`);
    const fee = {
      feeType: 'MANUAL_NOTARY_FEE' as const,
      borrowerPaidAmount: NOTARY_FEE,
      totalPaidByBorrower: NOTARY_FEE,
    } as const;
    const costs = [...record.costs.filter((c) => c.feeType !== 'MANUAL_NOTARY_FEE'), fee];
    return {
      ...record,
      costs,
      notary: { slotId: slot.id, start: slot.start, fee: NOTARY_FEE },
    } satisfies ApplicationRecord;
  },
  'complete-notary': (record) => record,
};
