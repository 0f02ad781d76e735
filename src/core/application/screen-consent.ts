import type { ConsentRequest } from '@/generated/types/consent-request';
import type { ConsentTypeList } from '@/generated/types/consent-type-list';

/**
 * A consent a screen asks for and sends with its task, like the registration's consents: the
 * type, its current version from the application consent-types list, the exact words the
 * borrower agreed to and the page (the identity screen's HARD_CREDIT, where the hard pull
 * starts). A type the list lacks is an error: the back end would refuse it.
 */
export function screenConsent(type: string, types: ConsentTypeList, text: string, page: string): ConsentRequest {
  const entry = types.find((t) => t.type === type);
  if (!entry) throw new Error(`The application consent-types list has no ${type}`);
  return { type, version: entry.version, text, page };
}
