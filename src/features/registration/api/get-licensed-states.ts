import type { HttpClient } from '@/core/http/http-client';

export function getLicensedStates(http: HttpClient, uuid: string) {
  return http<{ licensedStates: string[] }>(
    'GET',
    `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}/licensed-states`,
    { external: true },
  );
}
