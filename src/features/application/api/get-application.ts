import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { useHttp } from '@/renderer/http/http-context';

/** GET /service-application/api/v1/application/heloc/{uuid}: the owner's application, or one that lists the user among its helocSigners (others get 404). */
export function getApplication(http: HttpClient, uuid: string): Promise<HelocApplication> {
  return http<HelocApplication>('GET', `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`);
}

export const applicationQueryKey = (uuid: string) => ['application', uuid] as const;

export function applicationQuery(http: HttpClient, uuid: string) {
  return queryOptions({ queryKey: applicationQueryKey(uuid), queryFn: () => getApplication(http, uuid) });
}

export function useApplication(uuid: string, enabled = true) {
  return useQuery({ ...applicationQuery(useHttp(), uuid), enabled });
}
