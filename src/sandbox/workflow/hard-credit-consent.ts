import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from '@/generated/types/consent-record';
import type { ConsentRequest } from '@/generated/types/consent-request';
import type { SandboxContext } from '../sandbox-context';
import { wordsHash } from '../stores/consent-records-store';
import type { StoredApplication } from '../stores/applications-store';
import { fieldError } from './task-errors';

export const HARD_CREDIT = 'HARD_CREDIT';

/**
 * The applicant's verify-identity starts the hard credit pull (IDENTITY_VERIFICATION ->
 * WAITING_FOR_HARD_CREDIT), so it must carry a HARD_CREDIT consent of the current version: a 400
 * naming the field otherwise. Answers the consent record to keep, with the words and their hash,
 * like the consents of the create call.
 */
export function hardCreditConsentRecord(
  ctx: SandboxContext,
  app: StoredApplication,
  body: { hardCreditConsent?: ConsentRequest },
  identityUuid: string,
  agreedAt: string,
): ConsentRecord {
  const given = body.hardCreditConsent;
  if (!given)
    throw fieldError('/hardCreditConsent', `is required: the hard credit pull needs a ${HARD_CREDIT} consent`);
  if (given.type !== HARD_CREDIT)
    throw fieldError('/hardCreditConsent/type', `must be ${HARD_CREDIT}, not ${given.type}`);
  const version = ctx.seed.lending.consentTypes.application.find((t) => t.type === HARD_CREDIT)?.version;
  if (given.version !== version)
    throw fieldError('/hardCreditConsent/version', `is not the current version of ${HARD_CREDIT} (${version})`);
  return {
    uuid: randomUUID(),
    identityUuid,
    applicationUuid: app.uuid,
    organizationCode: app.org,
    channel: 'APPLICATION',
    type: HARD_CREDIT,
    version,
    choice: 'AGREED',
    text: given.text,
    textSha256: wordsHash(given.text),
    page: given.page,
    recordedAt: agreedAt,
  };
}
