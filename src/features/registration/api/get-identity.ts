import type { HttpClient } from '@/core/http/http-client';
import type { IdentityResponse } from '@/generated/types/identity-response';

/** GET /identity/secure/api/v1_1/identity with the jwt just stored. */
export function getIdentity(http: HttpClient): Promise<IdentityResponse> {
  return http<IdentityResponse>('GET', '/identity/secure/api/v1_1/identity');
}
