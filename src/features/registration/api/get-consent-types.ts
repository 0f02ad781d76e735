import type { HttpClient } from '@/core/http/http-client';
import type { ConsentTypeList } from '@/generated/types/consent-type-list';

/** GET /service-profile/api/v1/profile/consent-types: the current version of each profile consent. */
export function getProfileConsentTypes(http: HttpClient) {
  return http<ConsentTypeList>('GET', '/service-profile/api/v1/profile/consent-types');
}

/** GET /service-application/api/v1/application/heloc/consent-types: the current version of each application consent. */
export function getApplicationConsentTypes(http: HttpClient) {
  return http<ConsentTypeList>('GET', '/service-application/api/v1/application/heloc/consent-types');
}
