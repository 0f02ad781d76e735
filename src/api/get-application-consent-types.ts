import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { ConsentTypeList } from '@/generated/types/consent-type-list';

/**
 * GET /service-application/api/v1/application/heloc/consent-types: the current version of each
 * application consent. Registration's submit reads it for SOFT_CREDIT; the identity screen for
 * HARD_CREDIT, where the hard pull starts.
 */
export function getApplicationConsentTypes(http: HttpClient) {
  return http<ConsentTypeList>('GET', '/service-application/api/v1/application/heloc/consent-types');
}

export function applicationConsentTypesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['application', 'consent-types'],
    queryFn: () => getApplicationConsentTypes(http),
  });
}
