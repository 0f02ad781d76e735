import type { HttpClient } from '@/core/http/http-client';

export interface Identity {
  uuid: string;
  email: string;
  phoneNumber: string;
  organizationCode: string;
}

/** GET /identity/secure/api/v1_1/identity with the jwt just stored. */
export function getIdentity(http: HttpClient) {
  return http<Identity>('GET', '/identity/secure/api/v1_1/identity');
}
