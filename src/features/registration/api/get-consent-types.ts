import type { HttpClient } from '@/core/http/http-client';
import type { ConsentTypeList } from '@/generated/types/consent-type-list';

/** GET /service-profile/api/v1/profile/consent-types: the current version of each profile consent. */
export function getProfileConsentTypes(http: HttpClient) {
  return http<ConsentTypeList>('GET', '/service-profile/api/v1/profile/consent-types');
}
