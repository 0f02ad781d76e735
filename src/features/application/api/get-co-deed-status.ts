import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { CoDeedStatusResponse } from '@/generated/types/co-deed-status-response';
import { retryCoDeedStatus } from '@/core/signer/additional-signer';
import { useHttp } from '@/renderer/http/http-context';

export type CoDeedStatus = CoDeedStatusResponse;

/** Base of the additional signer's calls: status, tasks and documents. */
export const CO_DEED_BASE = '/service-application/api/v1/application/heloc/co-deed';

/** GET .../heloc/co-deed/status: the additional signer's step; a 400 means the user is not a signer. */
function getCoDeedStatus(http: HttpClient): Promise<CoDeedStatus> {
  return http<CoDeedStatus>('GET', `${CO_DEED_BASE}/status`);
}

export function coDeedStatusQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['signer', 'co-deed-status'],
    queryFn: () => getCoDeedStatus(http),
    retry: retryCoDeedStatus,
    staleTime: 0,
  });
}

/** Asked only once the user is known to be an additional signer (`enabled`). */
export function useCoDeedStatus(enabled = true) {
  return useQuery({ ...coDeedStatusQuery(useHttp()), enabled });
}
