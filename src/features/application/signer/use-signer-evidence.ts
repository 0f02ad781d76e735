import { useSearchParams } from 'react-router';
import { useIdentity } from '@/api/get-identity';
import { useProfile } from '@/api/get-profile';
import { isApplicationUuid } from '@/core/application/screen-path';
import { isCoDeeder } from '@/core/profile/profile-type';
import { isAdditionalSigner, listsSigners } from '@/core/signer/additional-signer';
import { SIGNER_APPLICATION_PARAM } from '@/core/signer/signer-routes';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { useApplication } from '../api/get-application';

export interface SignerEvidence {
  pending: boolean;
  signer: boolean;
  /** The application whose helocSigners list the user (kept on the signer paths); null for a CO_DEEDER profile. */
  listedOn: string | null;
}

/**
 * Whether the signed-in user is an additional signer (platform-services.md section 4): a
 * CO_DEEDER profile, or an identity the given application lists among its helocSigners (v1).
 * The identity is asked only when the application lists signers at all.
 */
export function useAdditionalSigner(
  application: HelocApplication | undefined,
  applicationPending = false,
): SignerEvidence {
  const profile = useProfile();
  const coDeeder = isCoDeeder(profile.data);
  const needsIdentity = !coDeeder && listsSigners(application);
  const identity = useIdentity(needsIdentity);
  const pending = profile.isPending || applicationPending || (needsIdentity && identity.isPending);
  const signer = isAdditionalSigner({
    profile: profile.data,
    identityUuid: identity.data?.uuid,
    application,
  });
  return { pending, signer, listedOn: signer && !coDeeder ? (application?.uuid ?? null) : null };
}

/** On the signer pages: the evidence of the `?application=` the main app handed over, if any. */
export function useSignerPageEvidence(): SignerEvidence {
  const [search] = useSearchParams();
  const named = search.get(SIGNER_APPLICATION_PARAM) ?? undefined;
  const uuid = isApplicationUuid(named) ? named : '';
  const application = useApplication(uuid, uuid !== '');
  return useAdditionalSigner(application.data, uuid !== '' && application.isPending);
}
