import { isCoDeeder, type ProfileKind } from '@/core/profile/profile-type';

/**
 * Who is an additional signer (platform-services.md section 4, 'Additional-signer status'): the
 * application lists the identity among its helocSigners under signer version v1, or the profile
 * is of type CO_DEEDER. Only then does the app ask for the co-deed status.
 */
export interface SignerEvidence {
  identityUuid?: string | null;
  profile?: ProfileKind | null;
  application?: {
    helocSigners?: readonly { identityUuid: string }[] | null;
    additionalSignerVersion?: string | null;
  } | null;
}

export const SIGNER_VERSION = 'v1';

export function isAdditionalSigner({ identityUuid, profile, application }: SignerEvidence): boolean {
  if (isCoDeeder(profile)) return true;
  if (!identityUuid || application?.additionalSignerVersion !== SIGNER_VERSION) return false;
  return (application.helocSigners ?? []).some((signer) => signer.identityUuid === identityUuid);
}

/**
 * Whether the application lists any additional signer under v1, so the signed-in identity must be
 * known to tell (the identity call is skipped for every other application).
 */
export function listsSigners(application: SignerEvidence['application']): boolean {
  return application?.additionalSignerVersion === SIGNER_VERSION && (application.helocSigners ?? []).length > 0;
}

/** Retries for the co-deed status query: never after a 400 (not a signer), else at most `limit`. */
export function retryCoDeedStatus(failureCount: number, error: unknown, limit = 2): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 400) return false;
  return failureCount < limit;
}
