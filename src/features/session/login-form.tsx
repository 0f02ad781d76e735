import { useId, useState } from 'react';
import { HttpError } from '@/core/http/http-error';
import type { LoginKind, LoginMode } from '@/core/session/login-mode';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { useLogin } from './api/post-login';
import { sessionCopy } from './session-copy';
import type { SessionControls } from './session-controls';

type LoginValues = { email?: string; password?: string };

export interface LoginFormProps {
  session: SessionControls;
  /** Handed to the identity broker when safe; where the app goes next is the caller's choice. */
  redirectUrl?: string | null;
  telemetryTrackingId?: string | null;
  onSignedIn: () => void;
  /** The identity-broker path: borrower (customer, the default) or broker/agent. */
  kind?: LoginKind;
  /** The login mode the kind's flag chose; sent with the sign-in. */
  mode?: LoginMode;
}

/**
 * Email and password sign-in: the form of flows/forms/login.json. Field errors show after a
 * submit, tied to their input, and the first invalid field takes focus; the server's answer
 * (wrong password) is announced from an alert region that exists before it fills, and every
 * field points at it.
 */
export function LoginForm({ session, redirectUrl, telemetryTrackingId, onSignedIn, kind, mode }: LoginFormProps) {
  const login = useLogin(session);
  const [values, setValues] = useState<LoginValues>({});
  const alertId = `${useId()}-form-error`;
  const serverError = login.error
    ? login.error instanceof HttpError
      ? login.error.message
      : sessionCopy.inlineError
    : null;

  const signIn = ({ email = '', password = '' }: LoginValues) => {
    if (login.isPending) return;
    login.mutate({ email, password, redirectUrl, telemetryTrackingId, kind, mode }, { onSuccess: () => onSignedIn() });
  };

  return (
    <div className="login-form">
      <div role="alert" id={alertId}>
        {serverError && (
          <div className="field__messages field__messages--error">
            <p className="field__message">{serverError}</p>
          </div>
        )}
      </div>
      <FlowStepForm<LoginValues>
        formKey="login"
        values={values}
        onChange={setValues}
        onValid={signIn}
        submitting={login.isPending}
        describedBy={serverError ? alertId : undefined}
      />
    </div>
  );
}
