import type { VerifyIdentityTask } from '@/generated/types/verify-identity';
import { SIGNER_DOCUMENT_SETS } from '../documents/document-sets';
import type { ApplicationRecord, SignerRecord, SignerStatus } from '../heloc/application-record';
import { HttpError } from '../http-error';
import { BACK_OF_ID_FLAG, checkDocumentKeys, checkIdentityDocuments } from './identity-check';
import type { FlagOn } from '../brand-flag';

/** The additional signer's steps: IDENTITY -> INTRO -> SIGN -> COMPLETE. */
export const SIGNER_TASK_RULES = [
  { task: 'verify-identity', from: 'IDENTITY', to: 'INTRO' },
  { task: 'acknowledge-intro', from: 'INTRO', to: 'SIGN' },
  { task: 'sign-documents', from: 'SIGN', to: 'COMPLETE' },
] as const satisfies readonly { task: string; from: SignerStatus; to: SignerStatus }[];

export const SIGNER_TASKS: readonly string[] = SIGNER_TASK_RULES.map((r) => r.task);

/**
 * One signer task on the application record: 404 unknown task, 409 not open at the signer's
 * step, 400 for documents that are not the signer's own or a key list that is not the set.
 * The body has passed schemas/api/tasks/<task>.schema.json already.
 */
export function runSignerTask(
  record: ApplicationRecord,
  signer: SignerRecord,
  currentStatus: SignerStatus,
  task: string,
  body: Record<string, unknown>,
  flagOn: FlagOn,
): ApplicationRecord {
  const rule = SIGNER_TASK_RULES.find((r) => r.task === task);
  if (!rule) throw new HttpError(404, `No signer task '${task}'; the tasks are ${SIGNER_TASKS.join(', ')}`);
  if (rule.from !== currentStatus)
    throw new HttpError(409, `Task '${task}' is not open while the signer is ${currentStatus}`);
  if (task === 'verify-identity')
    checkIdentityDocuments(
      record.documents,
      signer.identityUuid ?? '',
      body as unknown as VerifyIdentityTask,
      flagOn(BACK_OF_ID_FLAG),
    );
  if (task === 'sign-documents')
    checkDocumentKeys(
      body.documentKeys as string[],
      SIGNER_DOCUMENT_SETS.signing.map((d) => d.key),
    );
  const signers = record.signers.map((s) => (s.uuid === signer.uuid ? { ...s, status: rule.to } : s));
  return { ...record, signers };
}
