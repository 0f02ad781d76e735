import { useId, useRef, useState, type FormEvent } from 'react';
import { useScreenCondition } from '@/api/use-screen-condition';
import {
  IDENTITY_UPLOAD_FORM,
  identityUploadErrors,
  identityUploadIdTypes,
  needsBack,
  type IdentityUploadField,
  type IdType,
} from '@/core/documents/identity-upload';
import { flowForm } from '@/core/form/flow-forms';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { ChoiceGroup } from './choice-group';
import { ConsentCheckbox } from './consent-checkbox';
import { FileField } from './file-field';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { useAction } from './use-action';

export type IdSide = 'front' | 'back';
/** The chosen ID: its type, the front, and the back unless the type has none (a passport). */
export interface ChosenId {
  idType: IdType;
  front: File;
  back: File | null;
}

/**
 * options.askBackOfIdWhen: when the lender asks for the back of the ID (its flag on). While the
 * answers of the flags it names load the back is asked (asking for more is never refused); with no
 * condition, always.
 */
export function useBackAsked(options: Readonly<{ askBackOfIdWhen?: unknown }>): boolean {
  return useScreenCondition(options.askBackOfIdWhen) !== false;
}

/** The words of a field of flows/forms/identity-upload.json, from its uiSchema. */
interface FieldWords {
  'ui:title': string;
  'ui:help'?: string;
  'ui:enumNames'?: Record<string, string>;
  'ui:options'?: { chosen?: string };
}

const FIELD_ORDER: readonly IdentityUploadField[] = ['idType', 'front', 'back'];

/**
 * A photo ID: its type, a photo or scan of its front and (but for a passport, or when the lender
 * does not ask for it) its back. The fields, their words and the checks (JPEG, PNG or PDF, at
 * most 10 MB) are the flow form identity-upload; `send` does what the screen does with it.
 * Shared by the identity screen and the signer's identity condition, which words its button
 * itself (`submitLabel`).
 */
export function IdentityForm({
  send,
  className,
  submitLabel,
  backAsked = true,
  consent,
}: {
  send: (id: ChosenId) => Promise<void>;
  className: string;
  submitLabel?: string;
  /** Whether the lender asks for the back of the ID (the screen's flag); asked unless said. */
  backAsked?: boolean;
  /** A consent to tick before sending (the applicant's HARD_CREDIT): its words and the word when it is not ticked. */
  consent?: { label: string; required: string };
}) {
  const form = flowForm(IDENTITY_UPLOAD_FORM);
  const ui = form.uiSchema as Record<IdentityUploadField, FieldWords>;
  const action = useAction();
  const id = useId();
  const alertId = action.error ? `${id}-alert` : undefined;
  const [idType, setIdType] = useState<IdType | ''>('');
  const [files, setFiles] = useState<Record<IdSide, File | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<Partial<Record<IdentityUploadField, string>>>({});
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const consentRef = useRef<HTMLInputElement>(null);
  const refs = {
    idType: useRef<HTMLInputElement>(null),
    front: useRef<HTMLInputElement>(null),
    back: useRef<HTMLInputElement>(null),
  };
  const withBack = backAsked && (idType === '' || needsBack(idType));

  const choose = (side: IdSide) => (chosen: File[]) => {
    const next = { ...files, [side]: chosen[0] ?? null };
    setFiles(next);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setErrors({
      ...errors,
      [side]: next[side] ? identityUploadErrors({ idType, ...next, backAsked })[side] : errors[side],
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = identityUploadErrors({ idType, ...files, backAsked });
    setErrors(found);
    const unconsented = consent && !consented ? consent.required : undefined;
    setConsentError(unconsented);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    if (unconsented) return consentRef.current?.focus();
    if (idType)
      void action.run(() =>
        send({ idType, front: files.front!, back: needsBack(idType, backAsked) ? files.back : null }),
      );
  };

  const fileField = (side: IdSide) => {
    const words = ui[side];
    const file = files[side];
    return (
      <FileField
        id={`${id}-${side}`}
        name={side}
        label={words['ui:title']}
        hint={words['ui:help'] ?? ''}
        chosen={file ? fillTemplate(words['ui:options']?.chosen ?? '{name}', { name: file.name }) : undefined}
        onChange={choose(side)}
        error={errors[side]}
        alertId={alertId}
        inputRef={refs[side]}
      />
    );
  };

  return (
    <form className={`step-form ${className}`} noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <div className="field-list">
        <ChoiceGroup
          id={`${id}-idType`}
          name="idType"
          legend={ui.idType['ui:title']}
          choices={identityUploadIdTypes().map((type) => ({
            value: type,
            label: ui.idType['ui:enumNames']?.[type] ?? type,
          }))}
          value={idType}
          onChange={(value) => {
            setIdType(value as IdType);
            setErrors({ ...errors, idType: undefined });
          }}
          error={errors.idType}
          alertId={alertId}
          firstRef={refs.idType}
        />
        {fileField('front')}
        {withBack && fileField('back')}
        {consent && (
          <ConsentCheckbox
            id={`${id}-consent`}
            label={consent.label}
            checked={consented}
            onChange={(checked) => {
              setConsented(checked);
              if (checked) setConsentError(undefined);
            }}
            error={consentError}
            inputRef={consentRef}
          />
        )}
      </div>
      <SubmitButton pending={action.pending} pendingLabel={form.submittingLabel}>
        {submitLabel ?? form.submitLabel}
      </SubmitButton>
    </form>
  );
}
