import { useSearchParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { afterLoginPath } from '@/core/navigation/access';
import { readSessionKey } from '@/core/telemetry/session-key';
import { AgentLoginPage } from '@/features/session/agent-login-page';
import { appSession } from '../session/app-session';

/** /auth/agent/login: a broker or agent signs in, then goes to redirectUrl when safe, else the dashboard. */
export function AgentLoginRoute() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const redirectUrl = params.get('redirectUrl');
  return (
    <AgentLoginPage
      session={appSession}
      redirectUrl={redirectUrl}
      telemetryTrackingId={readSessionKey(window.localStorage)?.trackerUuid ?? null}
      onSignedIn={() => void navigate(afterLoginPath(redirectUrl), { replace: true })}
    />
  );
}
