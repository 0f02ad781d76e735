import type { HttpClient } from '@/core/http/http-client';

/** POST /identity/api/v1/registration/register: creates the borrower's identity; answers a jwt. */
export function registerIdentity(
  http: HttpClient,
  orgCode: string,
  body: { email: string; password: string; phoneNumber: string },
) {
  return http<{ jwt: string }>('POST', '/identity/api/v1/registration/register', {
    query: { organization: orgCode },
    body,
    external: true,
  });
}
