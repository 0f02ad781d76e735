import { Navigate } from 'react-router';
import { HttpError } from '@/core/http/http-error';
import { SIGNER_ROUTES, signerPath, signerScreenFor } from '@/core/signer/signer-routes';
import { useCoDeedStatus } from '../api/get-co-deed-status';
import { signerCopy } from './signer-copy';
import { NOT_A_SIGNER_PATH } from './signer-resume';

/**
 * A borrower who opens an application that lists them among its helocSigners (v1) is an
 * additional signer there, not its borrower: their co-deed status is asked (never retried on a
 * 400) and they go to their screen of the signer journey, the application named on the path.
 */
export function SignerHandOff({ listedOn }: { listedOn: string }) {
  const status = useCoDeedStatus(true);
  if (status.isPending) return <p role="status">{signerCopy.resuming}</p>;
  if (status.error) {
    const notSigner = status.error instanceof HttpError && status.error.status === 400;
    return (
      <Navigate to={notSigner ? NOT_A_SIGNER_PATH : signerPath(SIGNER_ROUTES.unrecognised.screen, listedOn)} replace />
    );
  }
  return <Navigate to={signerPath(signerScreenFor(status.data!.status), listedOn)} replace />;
}
