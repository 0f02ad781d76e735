import { useQuery } from '@tanstack/react-query';
import { getSessionFlag } from '@/api/session-identity';
import { loginModeFlagKey, loginModeFrom, type LoginKind, type LoginMode } from '@/core/session/login-mode';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';

/**
 * The login mode of this kind of sign-in: the agent flag on the broker/agent path, the customer
 * flag on the borrower's (platform spec, section 6). Undefined while the flag is asked; a flag
 * that cannot be read gives the default mode.
 */
export function useLoginMode(kind: LoginKind): LoginMode | undefined {
  const http = useHttp();
  const { orgCode } = useBrand();
  const key = loginModeFlagKey(kind);
  const flag = useQuery({
    queryKey: ['session-flag', key, orgCode],
    queryFn: () => getSessionFlag(http, key, orgCode),
    staleTime: 5 * 60 * 1000,
  });
  if (flag.isPending) return undefined;
  return flag.isError ? SESSION_SETTINGS.login.defaultMode : loginModeFrom(flag.data);
}
