import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { BusinessHoursEntry } from '@/core/format/business-hours';
import { useHttp } from '@/renderer/http/http-context';

function getOperatingHours(http: HttpClient, department: string, orgCode: string): Promise<BusinessHoursEntry[]> {
  return http<BusinessHoursEntry[]>(
    'GET',
    `/service-operating-hours/external/api/v1/hours/${encodeURIComponent(department)}`,
    {
      query: { display: true },
      headers: { 'x-org': orgCode },
      external: true,
    },
  );
}

function operatingHoursQuery(http: HttpClient, department: string, orgCode: string) {
  return queryOptions({
    queryKey: ['operating-hours', orgCode, department],
    queryFn: () => getOperatingHours(http, department, orgCode),
    staleTime: 60 * 60 * 1000,
  });
}

export function useOperatingHours(department: string, orgCode: string) {
  return useQuery(operatingHoursQuery(useHttp(), department, orgCode));
}
