import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { useHttp } from '@/renderer/http/http-context';

/** The signed-in borrower's HELOC applications, oldest first. */
function getApplications(http: HttpClient): Promise<HelocApplication[]> {
  return http<HelocApplication[]>('GET', '/service-application/api/v1/application/heloc/all');
}

function applicationsQuery(http: HttpClient) {
  return queryOptions({ queryKey: ['session', 'applications'], queryFn: () => getApplications(http) });
}

export function useApplications() {
  return useQuery(applicationsQuery(useHttp()));
}
