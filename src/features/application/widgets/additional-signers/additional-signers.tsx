import { useId, useRef, useState, type FormEvent } from 'react';
import { SIGNER_INVITE_FIELDS, validateSignerInvite, type SignerInviteErrors, type SignerInviteField, type SignerInviteValues } from '@/core/signers/signer-invite';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { signersOf } from '../../widget-parts/application-fields';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { TextField } from '../../widget-parts/text-field';
import { useAction } from '../../widget-parts/use-action';
import './additional-signers.css';
import { SignerList } from './signer-list';

const EMPTY: SignerInviteValues = { firstName: '', lastName: '', email: '' };
const AUTOCOMPLETE: Record<SignerInviteField, string> = { firstName: 'off', lastName: 'off', email: 'off' };

/**
 * signing/additional (status CO_DEED_REQ): everyone else on the title must sign too. The borrower
 * invites each co-owner with add-signer; the status stays until all of them have signed, so the
 * screen lists who was invited and how far they are, and takes another invitation.
 */
export default function AdditionalSigners({ application, copy, submitTask }: ScreenWidgetProps) {
  const word = words(copy);
  const signers = signersOf(application);
  const action = useAction();
  const id = useId();
  const [values, setValues] = useState<SignerInviteValues>(EMPTY);
  const [errors, setErrors] = useState<SignerInviteErrors>({});
  const [invited, setInvited] = useState<string | null>(null);
  const refs = { firstName: useRef<HTMLInputElement>(null), lastName: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const taken = signers.map((s) => s.email);

  const change = (field: SignerInviteField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateSignerInvite(next, taken)[field] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignerInvite(values, taken);
    setErrors(found);
    const first = SIGNER_INVITE_FIELDS.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    setInvited(null);
    void action.run(async () => {
      await submitTask('add-signer', body);
      setValues(EMPTY);
      setInvited(fillTemplate(word('invited'), { name: `${body.firstName} ${body.lastName}`, email: body.email }));
    });
  };

  return (
    <div className="additional-signers">
      <SignerList signers={signers} word={word} />
      <p role="status" className="additional-signers__confirmation">
        {invited}
      </p>
      <form className="step-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="additional-signers__heading">
          {word(signers.length ? 'formHeadingMore' : 'formHeading')}
        </h2>
        <FormAlert id={`${id}-alert`} message={action.error} />
        <div className="field-list">
          {SIGNER_INVITE_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              name={field}
              label={word(`${field}Label`)}
              hint={field === 'email' ? word('emailHint') : field === 'firstName' ? word('nameHint') : undefined}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={field === 'email' ? 'email' : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              value={values[field]}
              onChange={change(field)}
              error={errors[field] ? word(errors[field]) : undefined}
              alertId={action.error ? `${id}-alert` : undefined}
              inputRef={refs[field]}
            />
          ))}
        </div>
        <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
          {word('submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
