import { useId, useState } from 'react';
import shellCopy from '@flows/shell/copy.json';
import { recheckShown, type FieldError } from '@/core/form';
import { flowForm, flowFormAnswers, flowFormErrors } from '@/core/form/flow-forms';
import { HttpError } from '@/core/http/http-error';
import { StepForm } from '@/renderer/form/step-form';
import { useLogin } from './api/post-login';
import { sessionCopy } from './session-copy';
import type { SessionControls } from './session-controls';

/** flows/forms/login.json: the fields, their words and checks. */
const FORM = 'login';
const form = flowForm(FORM);
const step = { key: FORM, submitLabel: form.submitLabel, schema: form.schema, uiSchema: form.uiSchema };
// As before the form became data: messages without the "Error:" prefix other forms read first.
const { error: _errorPrefix, ...formLabels } = shellCopy.form;
const labels = { ...formLabels, submitting: form.submittingLabel };

type LoginValues = { email?: string; password?: string };

export interface LoginFormProps {
  session: SessionControls;
  /** Handed to the identity broker when safe; where the app goes next is the caller's choice. */
  redirectUrl?: string | null;
  telemetryTrackingId?: string | null;
  onSignedIn: () => void;
}

/**
 * Email and password sign-in, drawn by the form renderer from flows/forms/login.json. Field
 * errors show after a submit, tied to their input, and the first invalid field takes focus; the
 * server's answer (wrong password) is announced from an alert region that exists before it
 * fills, and every field points at it.
 */
export function LoginForm({ session, redirectUrl, telemetryTrackingId, onSignedIn }: LoginFormProps) {
  const login = useLogin(session);
  const [values, setValues] = useState<LoginValues>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const alertId = `${useId()}-form-error`;
  const serverError = login.error ? (login.error instanceof HttpError ? login.error.message : sessionCopy.inlineError) : null;

  const change = (next: LoginValues) => {
    setValues(next);
    setErrors(recheckShown(errors, flowFormErrors(FORM, next)));
  };

  const submit = (answers: LoginValues) => {
    if (login.isPending) return;
    const found = flowFormErrors(FORM, answers);
    setErrors(found);
    if (found.length > 0) return;
    const { email = '', password = '' } = flowFormAnswers(FORM, answers);
    login.mutate({ email, password, redirectUrl, telemetryTrackingId }, { onSuccess: () => onSignedIn() });
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
      <StepForm<LoginValues>
        step={step}
        formData={values}
        errors={errors}
        onChange={change}
        onSubmit={submit}
        submitting={login.isPending}
        labels={labels}
        describedBy={serverError ? alertId : undefined}
      />
    </div>
  );
}
