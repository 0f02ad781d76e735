import { Navigate } from 'react-router';
import { HttpError } from '@/core/http/http-error';
import { isAdditionalSigner } from '@/core/signer/additional-signer';
import { SIGNER_ROUTES, signerPath, signerScreenFor } from '@/core/signer/signer-routes';
import { useCoDeedStatus } from '../api/get-co-deed-status';
import { useProfile } from '../api/get-profile';
import { signerCopy } from './signer-copy';

export const NOT_A_SIGNER_PATH = '/dashboard';

/**
 * /heloc-signer/resume: where a signed-in additional signer picks up, by their co-deed status.
 * The status is asked only for an additional signer (a CO_DEEDER profile); a 400 (not a signer
 * after all) is not retried. Anyone else goes to the dashboard.
 */
export function SignerResume() {
  const profile = useProfile();
  const signer = isAdditionalSigner({ profileType: profile.data?.profileType });
  const status = useCoDeedStatus(signer);
  if (profile.isPending || (signer && status.isPending)) return <p role="status">{signerCopy.resuming}</p>;
  if (!signer) return <Navigate to={NOT_A_SIGNER_PATH} replace />;
  if (status.error) {
    const notSigner = status.error instanceof HttpError && status.error.status === 400;
    return <Navigate to={notSigner ? NOT_A_SIGNER_PATH : signerPath(SIGNER_ROUTES.unrecognised.screen)} replace />;
  }
  return <Navigate to={signerPath(signerScreenFor(status.data!.status))} replace />;
}
