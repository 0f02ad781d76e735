import { useSearchParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { afterLoginPath } from '@/core/navigation/access';
import { LoginPage } from '@/features/session/login-page';
import { readSessionKey } from '@/core/telemetry/session-key';
import { appSession } from '../session/app-session';
import { SupportContact } from './content-widgets';

/** /auth/login: sign in, then go to redirectUrl when it is a safe site path, else the dashboard. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const redirectUrl = params.get('redirectUrl');
  return (
    <LoginPage
      session={appSession}
      redirectUrl={redirectUrl}
      telemetryTrackingId={readSessionKey(window.localStorage)?.trackerUuid ?? null}
      onSignedIn={() => void navigate(afterLoginPath(redirectUrl), { replace: true })}
      help={<SupportContact />}
    />
  );
}
