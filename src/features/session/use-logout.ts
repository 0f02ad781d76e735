import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { isSafeRedirectPath } from '@/core/navigation/safe-links';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { fetchLoginMode } from './api/get-login-mode';
import { postLogout } from './api/post-logout';
import { endSession, type SessionControls } from './session-controls';

export const LOGIN_PATH = '/auth/login';

/**
 * Sign out: tell the identity broker (which revokes the token) on the session's own path, with
 * the application name, org code and mode, forget the session whatever it
 * answered, then go where it says, or to /auth/login when the call failed (platform spec,
 * section 8). Cached data is dropped once the login page is showing.
 */
export function useLogout(session: SessionControls): { logout: () => Promise<void>; isPending: boolean } {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const { orgCode } = useBrand();
  const mutation = useMutation({
    mutationKey: ['session', 'logout'],
    // An agent's session signs out on the agent path, in the agent flag's mode.
    mutationFn: async () => {
      const kind = session.kinds?.get() ?? 'customer';
      const mode = await fetchLoginMode(queryClient, http, kind, orgCode);
      return postLogout(http, { kind, mode, orgCode });
    },
  });
  const logout = async () => {
    const target = await mutation.mutateAsync().then(
      (answer) => (isSafeRedirectPath(answer?.redirect) ? answer.redirect : LOGIN_PATH),
      () => LOGIN_PATH,
    );
    endSession(session);
    await navigate(target, { replace: true });
    queryClient.removeQueries();
  };
  return { logout, isPending: mutation.isPending };
}
