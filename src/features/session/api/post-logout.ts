import type { HttpClient } from '@/core/http/http-client';
import type { LoginKind, LoginMode } from '@/core/session/login-mode';
import type { LogoutResponse } from '@/generated/types/logout-response';
import { APPLICATION_NAME } from './post-login';

/**
 * POST /identity-broker/{customer|agent}/secure/api/v3/logout, on the path the session was
 * signed in on, with the application name, org code and that path's login mode (platform spec,
 * section 7: 'Login and logout mutations take application name, org code and mode').
 */
export function postLogout(
  http: HttpClient,
  { kind, mode, orgCode }: { kind: LoginKind; mode: LoginMode | undefined; orgCode: string },
): Promise<LogoutResponse> {
  return http<LogoutResponse>('POST', `/identity-broker/${kind}/secure/api/v3/logout`, {
    query: { applicationName: APPLICATION_NAME, orgCode, mode },
    // An already-ended session (401) still ends here, on the sign-in page: no second redirect.
    sessionEnd: 'ignore',
  });
}
