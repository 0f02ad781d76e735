import type { HttpClient } from '@/core/http/http-client';
import type { ProfileResponse } from '@/generated/types/profile-response';

/** GET /service-profile/api/v1/profile: a signed-in borrower's own details, a prefill source. */
export function getProfile(http: HttpClient): Promise<ProfileResponse> {
  return http<ProfileResponse>('GET', '/service-profile/api/v1/profile');
}
