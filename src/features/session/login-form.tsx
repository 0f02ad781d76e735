import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { HttpError } from '@/core/http/http-error';
import '@/renderer/form/form.css';
import { useLogin } from './api/post-login';
import { validateLogin, type LoginErrors, type LoginValues } from './login-validation';
import { sessionCopy } from './session-copy';
import type { SessionControls } from './session-controls';

const copy = sessionCopy.login;
const FIELDS = ['email', 'password'] as const;

export interface LoginFormProps {
  session: SessionControls;
  /** Handed to the identity broker when safe; where the app goes next is the caller's choice. */
  redirectUrl?: string | null;
  telemetryTrackingId?: string | null;
  onSignedIn: () => void;
}

/**
 * Email and password sign-in. Field errors show after a submit, are tied to their input
 * (aria-describedby, aria-invalid) and the first invalid field takes focus, so a screen reader
 * reads the label and the error together; the server's answer (wrong password) is announced
 * from an alert region that exists before it fills.
 */
export function LoginForm({ session, redirectUrl, telemetryTrackingId, onSignedIn }: LoginFormProps) {
  const login = useLogin(session);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, form: `${id}-form-error` };
  const serverError = login.error ? (login.error instanceof HttpError ? login.error.message : sessionCopy.inlineError) : null;

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // An error already shown is re-checked as the borrower fixes it; none appears while typing.
    if (errors[field]) setErrors({ ...errors, [field]: validateLogin(next, copy)[field] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const found = validateLogin(values, copy);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    login.mutate({ email: values.email.trim(), password: values.password, redirectUrl, telemetryTrackingId }, { onSuccess: () => onSignedIn() });
  };

  const describedBy = (field: keyof LoginValues) =>
    [errors[field] ? `${ids[field]}-error` : '', serverError ? ids.form : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="step-form login-form" noValidate onSubmit={submit}>
      <div role="alert" id={ids.form}>
        {serverError && (
          <div className="field__messages field__messages--error">
            <p className="field__message">{serverError}</p>
          </div>
        )}
      </div>
      <div className="field-list">
        {FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={ids[field]} className="field__label">
              {copy[field].label}
            </label>
            <input
              ref={inputs[field]}
              id={ids[field]}
              name={field}
              type={field === 'email' ? 'email' : 'password'}
              autoComplete={field === 'email' ? 'username' : 'current-password'}
              inputMode={field === 'email' ? 'email' : undefined}
              spellCheck={false}
              required
              className="field__input"
              value={values[field]}
              onChange={change(field)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
            />
            {errors[field] && (
              <div id={`${ids[field]}-error`} className="field__messages field__messages--error">
                <p className="field__message">{errors[field]}</p>
              </div>
            )}
          </div>
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button form-submit" aria-disabled={login.isPending || undefined} aria-busy={login.isPending || undefined}>
          {login.isPending ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}
