import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ID_TYPES,
  IDENTITY_UPLOAD_FIELDS,
  needsBack,
  validateIdentityUpload,
  type IdentityUploadErrors,
  type IdType,
} from '@/core/documents/identity-upload';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { ChoiceGroup } from './choice-group';
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
 * A photo ID: its type, a photo or scan of its front and (but for a passport) its back, checked
 * here (JPEG, PNG or PDF, at most 10 MB); `send` does what the screen does with it. Shared by the
 * identity screen and the signer's identity condition.
 */
export function IdentityForm({
  word,
  send,
  className,
}: {
  word: (key: string) => string;
  send: (id: ChosenId) => Promise<void>;
  className: string;
}) {
  const action = useAction();
  const id = useId();
  const alertId = action.error ? `${id}-alert` : undefined;
  const [idType, setIdType] = useState<IdType | ''>('');
  const [files, setFiles] = useState<Record<IdSide, File | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<IdentityUploadErrors>({});
  const refs = {
    idType: useRef<HTMLInputElement>(null),
    front: useRef<HTMLInputElement>(null),
    back: useRef<HTMLInputElement>(null),
  };
  const withBack = idType === '' || needsBack(idType);
  const message = (field: keyof IdentityUploadErrors) => (errors[field] ? word(errors[field]) : undefined);

  const choose = (side: IdSide) => (chosen: File[]) => {
    const next = { ...files, [side]: chosen[0] ?? null };
    setFiles(next);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setErrors({ ...errors, [side]: next[side] ? validateIdentityUpload({ idType, ...next })[side] : errors[side] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateIdentityUpload({ idType, ...files });
    setErrors(found);
    const first = IDENTITY_UPLOAD_FIELDS.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    if (idType)
      void action.run(() => send({ idType, front: files.front!, back: needsBack(idType) ? files.back : null }));
  };

  const fileField = (side: IdSide) => (
    <FileField
      id={`${id}-${side}`}
      name={side}
      label={word(`${side}Label`)}
      hint={word('fileHint')}
      chosen={files[side] ? fillTemplate(word('chosenFile'), { name: files[side].name }) : undefined}
      onChange={choose(side)}
      error={message(side)}
      alertId={alertId}
      inputRef={refs[side]}
    />
  );

  return (
    <form className={`step-form ${className}`} noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <div className="field-list">
        <ChoiceGroup
          id={`${id}-idType`}
          name="idType"
          legend={word('idTypeLegend')}
          choices={ID_TYPES.map((type) => ({ value: type, label: word(`idType.${type}`) }))}
          value={idType}
          onChange={(value) => {
            setIdType(value as IdType);
            setErrors({ ...errors, idType: undefined });
          }}
          error={message('idType')}
          alertId={alertId}
          firstRef={refs.idType}
        />
        {fileField('front')}
        {withBack && fileField('back')}
      </div>
      <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
        {word('submit')}
      </SubmitButton>
    </form>
  );
}
