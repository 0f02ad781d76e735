import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';
import { useHttp } from '@/renderer/http/http-context';

/** The lead portal caches an originator for 10 minutes (platform spec, sections 7 and 9). */
export const ORIGINATOR_STALE_MS = 10 * 60 * 1000;

/**
 * GET /service-lead-portal/api/lo/{loanOriginatorUuid}: the referring loan officer or broker.
 * Registration's referrer check and the contact card share this one query, so the card finds
 * the answer the check already fetched.
 */
export function getLoanOriginator(http: HttpClient, uuid: string, orgCode: string): Promise<LoanOriginatorResponse> {
  return http<LoanOriginatorResponse>('GET', `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`, {
    query: { organization: orgCode },
    external: true,
  });
}

export function loanOriginatorQuery(http: HttpClient, uuid: string, orgCode: string) {
  return queryOptions({
    queryKey: ['lead-portal', 'loan-originator', uuid.toLowerCase(), orgCode],
    queryFn: () => getLoanOriginator(http, uuid, orgCode),
    staleTime: ORIGINATOR_STALE_MS,
    gcTime: ORIGINATOR_STALE_MS,
    retry: false,
  });
}

export function useLoanOriginator(uuid: string | null, orgCode: string) {
  return useQuery({ ...loanOriginatorQuery(useHttp(), uuid ?? '', orgCode), enabled: Boolean(uuid) });
}
