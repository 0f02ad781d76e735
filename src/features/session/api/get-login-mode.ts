import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSessionFlag } from '@/api/session-identity';
import type { HttpClient } from '@/core/http/http-client';
import { loginModeFlagKey, loginModeFrom, type LoginKind, type LoginMode } from '@/core/session/login-mode';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';

function loginModeQuery(http: HttpClient, kind: LoginKind, orgCode: string) {
  const key = loginModeFlagKey(kind);
  return queryOptions({
    queryKey: ['session-flag', key, orgCode],
    queryFn: () => getSessionFlag(http, key, orgCode),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * The login mode of this kind of sign-in: the agent flag on the broker/agent path, the customer
 * flag on the borrower's (platform spec, section 6). Undefined while the flag is asked; a flag
 * that cannot be read gives the default mode.
 */
export function useLoginMode(kind: LoginKind): LoginMode | undefined {
  const flag = useQuery(loginModeQuery(useHttp(), kind, useBrand().orgCode));
  if (flag.isPending) return undefined;
  return flag.isError ? SESSION_SETTINGS.login.defaultMode : loginModeFrom(flag.data);
}

/** The same mode when it is needed once (sign-out), from the cache when fresh. */
export function fetchLoginMode(
  queryClient: QueryClient,
  http: HttpClient,
  kind: LoginKind,
  orgCode: string,
): Promise<LoginMode> {
  return queryClient.fetchQuery(loginModeQuery(http, kind, orgCode)).then(
    (flag) => loginModeFrom(flag),
    () => SESSION_SETTINGS.login.defaultMode,
  );
}
