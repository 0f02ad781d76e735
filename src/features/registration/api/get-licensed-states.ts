import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';

export function getLicensedStates(http: HttpClient, uuid: string) {
  return http<{ licensedStates: string[] }>('GET', `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}/licensed-states`, { external: true });
}

export const licensedStatesQuery = (http: HttpClient, uuid: string) =>
  queryOptions({ queryKey: ['licensed-states', uuid], queryFn: () => getLicensedStates(http, uuid), staleTime: 10 * 60 * 1000, retry: false });
