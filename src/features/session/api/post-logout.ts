import type { HttpClient } from '@/core/http/http-client';
import type { LogoutResponse } from '@/generated/types/logout-response';
import { APPLICATION_NAME } from './post-login';

export function postLogout(http: HttpClient): Promise<LogoutResponse> {
  return http<LogoutResponse>('POST', '/identity-broker/customer/secure/api/v3/logout', {
    query: { applicationName: APPLICATION_NAME },
  });
}
