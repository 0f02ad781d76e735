import { useLocation, useSearchParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { afterLoginPath } from '@/core/navigation/access';
import { LoginPage } from '@/features/session/login-page';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { readSessionKey } from '@/core/telemetry/session-key';
import { SESSION_ENDED_STATE } from '../session/access-guard';
import { appSession } from '../session/app-session';
import { SupportContact } from './content-widgets';

/**
 * /auth/login: sign in, then go to redirectUrl when it is a safe site path, else the dashboard;
 * after an ended session, with a line saying so.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const redirectUrl = params.get('redirectUrl');
  // Sent here because a call found the session over (session-end.ts): say so.
  const ended = (useLocation().state as { notice?: unknown } | null)?.notice === SESSION_ENDED_STATE.notice;
  return (
    <LoginPage
      notice={ended ? SESSION_SETTINGS.login.copy.sessionEnded : undefined}
      session={appSession}
      redirectUrl={redirectUrl}
      telemetryTrackingId={readSessionKey(window.localStorage)?.trackerUuid ?? null}
      onSignedIn={() => void navigate(afterLoginPath(redirectUrl), { replace: true })}
      help={<SupportContact />}
    />
  );
}
