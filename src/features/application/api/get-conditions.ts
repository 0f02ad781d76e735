import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { Condition } from '@/generated/types/condition';
import { useHttp } from '@/renderer/http/http-context';

/** Base of the conditions service for one application (owner's or additional signer's bearer). */
export const conditionsBase = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${encodeURIComponent(uuid)}/conditions`;

/** GET .../applications/{id}/conditions/external-applicants: every condition, as the server orders them. */
function getConditions(http: HttpClient, uuid: string): Promise<Condition[]> {
  return http<Condition[]>('GET', `${conditionsBase(uuid)}/external-applicants`);
}

export const conditionsQueryKey = (uuid: string) => ['application', uuid, 'conditions'] as const;

/**
 * The one exception to the app's no-refetch default (platform-services, Query defaults): the
 * conditions list is read again every 60 s and when the window regains focus, so a condition the
 * lender opens shows without a reload.
 */
function conditionsQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: conditionsQueryKey(uuid),
    queryFn: () => getConditions(http, uuid),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useConditions(uuid: string) {
  return useQuery(conditionsQuery(useHttp(), uuid));
}
