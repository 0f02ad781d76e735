import { failureMessage } from '@/core/http/http-error';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { useHostedLogin, type HostedLoginInput } from './api/hosted-login';

const words = SESSION_SETTINGS.login.copy.hosted;

/**
 * The sign-in through the authentication provider: one button to its page (where the borrower
 * proves who they are), and the broker's refusal, if any, in an alert that exists before it fills.
 */
export function HostedLoginStart(input: HostedLoginInput) {
  const start = useHostedLogin();
  // Pending until the provider's page loads: the button stays busy, not pressable twice.
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="login-form">
      <div role="alert">
        {start.error && (
          <div className="field__messages field__messages--error">
            <p className="field__message">{failureMessage(start.error)}</p>
          </div>
        )}
      </div>
      <p>{words.intro}</p>
      <button
        type="button"
        className="button form-submit"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => start.mutate(input)}
      >
        {words.button}
      </button>
    </div>
  );
}
