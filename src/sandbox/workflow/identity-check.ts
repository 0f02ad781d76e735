import type { VerifyIdentityTask } from '@/generated/types/verify-identity';
import type { StoredDocument } from '../heloc/application-record';
import { fieldError } from './task-errors';

const FRONT_TYPE: Record<string, string> = {
  DRIVERS_LICENSE: 'DRIVERSLICENSEFRONT',
  PASSPORT: 'PASSPORTFRONT',
  STATE_ID: 'IDCARDFRONT',
  PERMANENT_RESIDENT_CARD: 'PERMANENTRESIDENTFRONT',
};
const BACK_TYPES = ['DRIVERSLICENSEBACK', 'IDCARDBACK', 'PERMANENTRESIDENTBACK'];
/** The flag that asks for the back of every ID but a passport (flows/feature-flags.json). */
export const BACK_OF_ID_FLAG = 'fe-heloc-back-of-id';

/**
 * The ID images must be the caller's own uploads of the right kind: a borrower cannot pass
 * with the signer's licence, nor the other way round. The back of an ID other than a passport
 * is required while the lender asks for it (`backOfId`, the flag fe-heloc-back-of-id); when it
 * does not, a back sent anyway is still checked.
 */
export function checkIdentityDocuments(
  documents: readonly StoredDocument[],
  ownerIdentityUuid: string,
  body: VerifyIdentityTask,
  backOfId: boolean,
): void {
  const own = (uuid: string) => documents.find((d) => d.uuid === uuid && d.ownerIdentityUuid === ownerIdentityUuid);
  const front = own(body.frontDocumentUuid);
  const wanted = FRONT_TYPE[body.idType];
  if (!front) throw fieldError('/frontDocumentUuid', 'is not a document you uploaded');
  if (front.documentType !== wanted)
    throw fieldError('/frontDocumentUuid', `must be a ${wanted} upload for ${body.idType}, not ${front.documentType}`);
  if (body.backDocumentUuid === undefined) {
    if (backOfId && body.idType !== 'PASSPORT')
      throw fieldError('/backDocumentUuid', `is required for ${body.idType}: this lender asks for the back of the ID`);
    return;
  }
  const back = own(body.backDocumentUuid);
  if (!back) throw fieldError('/backDocumentUuid', 'is not a document you uploaded');
  if (!BACK_TYPES.includes(back.documentType))
    throw fieldError('/backDocumentUuid', `must be one of ${BACK_TYPES.join(', ')}, not ${back.documentType}`);
}

/** Every key of the set, no other: what accept-disclosures and sign-documents must send. */
export function checkDocumentKeys(sent: readonly string[], expected: readonly string[]): void {
  const unknown = sent.findIndex((key) => !expected.includes(key));
  if (unknown >= 0) throw fieldError(`/documentKeys/${unknown}`, `'${sent[unknown]}' is not a document of this set`);
  const missing = expected.filter((key) => !sent.includes(key));
  if (missing.length > 0)
    throw fieldError('/documentKeys', `must list every document of the set; missing ${missing.join(', ')}`);
}
