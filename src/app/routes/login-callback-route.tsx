import { useLocation } from 'react-router';
import { afterLoginPath } from '@/core/navigation/access';
import { LoginCallbackPage } from '@/features/session/login-callback-page';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { appSession } from '../session/app-session';

/** /auth/callback: back from the authentication provider, then where the sign-in was asked from. */
export function LoginCallbackRoute() {
  const { search } = useLocation();
  const navigate = useAppNavigate();
  return (
    <LoginCallbackPage
      session={appSession}
      search={search}
      onSignedIn={(redirectUrl) => void navigate(afterLoginPath(redirectUrl), { replace: true })}
    />
  );
}
