import type { HttpClient } from '@/core/http/http-client';
import type { RegisterRequest } from '@/generated/types/register-request';

/** POST /identity/api/v1/registration/register: creates the borrower's identity; answers a jwt. */
export function registerIdentity(http: HttpClient, orgCode: string, body: RegisterRequest) {
  return http<{ jwt: string }>('POST', '/identity/api/v1/registration/register', {
    query: { organization: orgCode },
    body,
    external: true,
  });
}
