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
import { useUploadDocument } from '../../api/post-document';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { words } from '../../widget-parts/copy';
import { FileField } from '../../widget-parts/file-field';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';

type Side = 'front' | 'back';
/** options.documentTypes: the upload's documentType for each side of each ID type. */
type DocumentTypes = Partial<Record<IdType, Partial<Record<Side, string>>>>;

/**
 * identity: the ID type, a photo or scan of its front and (but for a passport) its back. Files are
 * checked here (JPEG, PNG or PDF, at most 10 MB), uploaded one by one, then verify-identity is posted.
 */
export default function IdentityUpload({ uuid, copy, options, submitTask }: ScreenWidgetProps) {
  const word = words(copy);
  const documentTypes = (options.documentTypes ?? {}) as DocumentTypes;
  const upload = useUploadDocument(uuid);
  const action = useAction();
  const id = useId();
  const alertId = action.error ? `${id}-alert` : undefined;
  const [idType, setIdType] = useState<IdType | ''>('');
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<IdentityUploadErrors>({});
  const refs = {
    idType: useRef<HTMLInputElement>(null),
    front: useRef<HTMLInputElement>(null),
    back: useRef<HTMLInputElement>(null),
  };
  const withBack = idType === '' || needsBack(idType);
  const message = (field: keyof IdentityUploadErrors) => (errors[field] ? word(errors[field]) : undefined);

  const choose = (side: Side) => (chosen: File[]) => {
    const next = { ...files, [side]: chosen[0] ?? null };
    setFiles(next);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setErrors({ ...errors, [side]: next[side] ? validateIdentityUpload({ idType, ...next })[side] : errors[side] });
  };

  const send = async (type: IdType) => {
    const uploaded = async (side: Side, file: File) => {
      const documentType = documentTypes[type]?.[side];
      if (!documentType) throw new Error(`No documentType for ${type} ${side} in the screen options`);
      return (await upload.mutateAsync({ documentType, file })).uuid;
    };
    const frontDocumentUuid = await uploaded('front', files.front!);
    const backDocumentUuid = needsBack(type) ? await uploaded('back', files.back!) : undefined;
    await submitTask('verify-identity', {
      idType: type,
      frontDocumentUuid,
      ...(backDocumentUuid ? { backDocumentUuid } : {}),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateIdentityUpload({ idType, ...files });
    setErrors(found);
    const first = IDENTITY_UPLOAD_FIELDS.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    if (idType) void action.run(() => send(idType));
  };

  const fileField = (side: Side) => (
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
    <form className="step-form identity-upload" noValidate onSubmit={submit}>
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
