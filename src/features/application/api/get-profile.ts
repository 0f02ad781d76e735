import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { ProfileResponse } from '@/generated/types/profile-response';
import { useHttp } from '@/renderer/http/http-context';

/** GET /service-profile/api/v1/profile: routing needs it (missing -> /dashboard; CO_DEEDER -> reload without token). */
export function getProfile(http: HttpClient): Promise<ProfileResponse> {
  return http<ProfileResponse>('GET', '/service-profile/api/v1/profile');
}

export function profileQuery(http: HttpClient) {
  return queryOptions({ queryKey: ['application', 'profile'], queryFn: () => getProfile(http) });
}

export function useProfile() {
  return useQuery(profileQuery(useHttp()));
}
