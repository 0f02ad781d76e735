import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { ProfileResponse } from '@/generated/types/profile-response';
import { useHttp } from '@/renderer/http/http-context';

/**
 * GET /service-profile/api/v1/profile: the signed-in borrower's own details. The dashboard greets
 * with it, registration prefills from it, the application routes by it (missing -> /dashboard;
 * CO_DEEDER -> reload without token).
 */
export function getProfile(http: HttpClient): Promise<ProfileResponse> {
  return http<ProfileResponse>('GET', '/service-profile/api/v1/profile');
}

export function profileQuery(http: HttpClient) {
  return queryOptions({ queryKey: ['profile'], queryFn: () => getProfile(http) });
}

export function useProfile() {
  return useQuery(profileQuery(useHttp()));
}
