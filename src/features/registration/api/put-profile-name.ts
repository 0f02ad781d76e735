import type { HttpClient } from '@/core/http/http-client';
import type { PersonName } from '@/generated/types/person-name';
import type { ProfileResponse } from '@/generated/types/profile-response';

/** PUT /service-profile/api/v1/profile/name: the signed-in borrower's legal name, as on the government ID. */
export function putProfileName(http: HttpClient, name: PersonName): Promise<ProfileResponse> {
  return http<ProfileResponse>('PUT', '/service-profile/api/v1/profile/name', { body: name });
}
