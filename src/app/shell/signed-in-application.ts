import { applicationUuidInPath } from '@/core/application/screen-path';
import { localTokenStore } from '../session/token-store';

/** The application a signed-in borrower's page belongs to (/account/heloc/{uuid}/...), or null. */
export function signedInApplicationUuid(pathname: string): string | null {
  return localTokenStore.get() ? applicationUuidInPath(pathname) : null;
}
