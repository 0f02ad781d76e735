import { useState } from 'react';
import { lookupProfile } from '@/api/session-identity';
import { usesHostedLogin } from '@/core/session/hosted-login';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { useHttp } from '@/renderer/http/http-context';
import { PageHeading } from '@/renderer/page-heading';
import { useLoginMode } from './api/get-login-mode';
import { HostedLoginStart } from './hosted-login-start';
import { LoginForm, type LoginFormProps } from './login-form';

const copy = SESSION_SETTINGS.login.copy;

/**
 * The broker/agent sign-in (platform spec, sections 6 and 7): the identity broker's agent path,
 * in the mode the agent flag chose (said on the page and sent with the sign-in): the password
 * form in the legacy mode, the authentication provider's page in a broker-style one. Once signed in,
 * the profile is looked up from its two sources before going on; 'User not found' or 'No
 * profile uuid' is shown instead when that fails.
 */
export function AgentLoginPage({ onSignedIn, ...form }: Omit<LoginFormProps, 'kind' | 'mode'>) {
  const http = useHttp();
  const mode = useLoginMode('agent');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const afterSignIn = () => {
    setLookupError(null);
    lookupProfile(http, 'agent').then(
      () => onSignedIn(),
      (error: unknown) => setLookupError(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <article className="content-page">
      <PageHeading title={copy.agentHeading} />
      <p className="lead">{copy.agentIntro}</p>
      <p role="status">{mode ? copy.modeNotice[mode] : ''}</p>
      <div role="alert">
        {lookupError && (
          <div className="field__messages field__messages--error">
            <p className="field__message">{lookupError}</p>
          </div>
        )}
      </div>
      {mode &&
        (usesHostedLogin('agent', mode, undefined) ? (
          <HostedLoginStart
            kind="agent"
            mode={mode}
            redirectUrl={form.redirectUrl}
            telemetryTrackingId={form.telemetryTrackingId}
          />
        ) : (
          <LoginForm {...form} kind="agent" mode={mode} onSignedIn={afterSignIn} />
        ))}
    </article>
  );
}
