import { Navigate } from 'react-router';
import { HttpError } from '@/core/http/http-error';
import { SIGNER_ROUTES, signerPath, signerScreenFor } from '@/core/signer/signer-routes';
import { useCoDeedStatus } from './api/get-co-deed-status';
import { signerCopy } from './signer-copy';

export const NOT_A_SIGNER_PATH = '/dashboard';

/**
 * /heloc-signer/resume: where a signed-in additional signer picks up, by their co-deed status.
 * A 400 means this user is not a signer (it is not retried): the borrower's dashboard.
 */
export function SignerResume() {
  const status = useCoDeedStatus();
  if (status.error) {
    const notSigner = status.error instanceof HttpError && status.error.status === 400;
    return <Navigate to={notSigner ? NOT_A_SIGNER_PATH : signerPath(SIGNER_ROUTES.unrecognised.screen)} replace />;
  }
  if (!status.data) return <p role="status">{signerCopy.resuming}</p>;
  return <Navigate to={signerPath(signerScreenFor(status.data.status))} replace />;
}
