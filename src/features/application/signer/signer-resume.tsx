import { Navigate } from 'react-router';
import { HttpError } from '@/core/http/http-error';
import { SIGNER_ROUTES, signerPath, signerScreenFor } from '@/core/signer/signer-routes';
import { useCoDeedStatus } from '../api/get-co-deed-status';
import { signerCopy } from './signer-copy';
import { useSignerPageEvidence } from './use-signer-evidence';

export const NOT_A_SIGNER_PATH = '/dashboard';

/**
 * /heloc-signer/resume: where a signed-in additional signer picks up, by their co-deed status.
 * The status is asked only for an additional signer (a CO_DEEDER profile, or a borrower listed in
 * helocSigners of the `?application=` they came with); a 400 (not a signer after all) is not
 * retried. Anyone else goes to the dashboard.
 */
export function SignerResume() {
  const { pending, signer, listedOn } = useSignerPageEvidence();
  const status = useCoDeedStatus(signer);
  if (pending || (signer && status.isPending)) return <p role="status">{signerCopy.resuming}</p>;
  if (!signer) return <Navigate to={NOT_A_SIGNER_PATH} replace />;
  if (status.error) {
    const notSigner = status.error instanceof HttpError && status.error.status === 400;
    return (
      <Navigate to={notSigner ? NOT_A_SIGNER_PATH : signerPath(SIGNER_ROUTES.unrecognised.screen, listedOn)} replace />
    );
  }
  return <Navigate to={signerPath(signerScreenFor(status.data!.status), listedOn)} replace />;
}
