import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INSURANCE_UPLOAD_FORM, uploadFieldWords, uploadFormErrors } from '@/core/documents/upload-forms';
import { flowForm } from '@/core/form/flow-forms';
import { fileSize } from '@/core/format/file-size';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { useHttp } from '@/renderer/http/http-context';
import { applicationQueryKey } from '../../api/get-application';
import { useUploadDocument } from '../../api/post-document';
import { postTask } from '../../api/post-task';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FileField } from '../../widget-parts/file-field';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';
import './insurance-upload.css';

interface Received {
  uuid: string;
  fileName: string;
  size: number;
}

/**
 * insurance/upload: the declarations page of the homeowners policy; the field, its words and the
 * checks (one JPEG, PNG or PDF of up to 10 MB) are the flow form insurance-upload. Uploaded
 * (options.documentType) and then sent with options.task. It confirms in place,
 * listing what we have, and lets the borrower continue their application from there (in
 * TRUST_AND_INSURANCE the page answers the review, so continuing moves them on).
 */
export default function InsuranceUpload({
  uuid,
  application,
  copy,
  options,
  recheck,
}: ScreenWidgetProps<'insurance-upload'>) {
  const word = words(copy);
  const { documentType } = options;
  const form = flowForm(INSURANCE_UPLOAD_FORM);
  const field = uploadFieldWords(INSURANCE_UPLOAD_FORM, 'file');
  const http = useHttp();
  const queryClient = useQueryClient();
  const upload = useUploadDocument(uuid);
  const action = useAction();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<Received | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const received: Received[] = (application.documents ?? []).filter((d) => d.documentType === documentType);
  if (sent && !received.some((d) => d.uuid === sent.uuid)) received.push(sent);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const choose = (chosen: File[]) => {
    const next = chosen[0] ?? null;
    setFile(next);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setProblem(next ? problemOf(next) : undefined);
  };

  const problemOf = (chosen: File | null) => uploadFormErrors(INSURANCE_UPLOAD_FORM, { file: chosen }).file;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(file);
    setProblem(found);
    if (found || !file) return input.current?.focus();
    void action.run(async () => {
      const doc = await upload.mutateAsync({ documentType, file });
      await postTask(http, uuid, options.task, { documentUuid: doc.uuid });
      await queryClient.invalidateQueries({ queryKey: applicationQueryKey(uuid) });
      setSent(doc);
      setFile(null);
      if (input.current) input.current.value = '';
    });
  };

  const sizeText = (bytes: number) => {
    const { value, unit } = fileSize(bytes);
    return fillTemplate(word(`size.${unit}`), { value });
  };

  return (
    <div className="insurance-upload">
      {received.length > 0 && (
        <div className="insurance-upload__received" role="status" tabIndex={-1} ref={confirmation}>
          <h2>{word('receivedTitle')}</h2>
          <ul>
            {received.map((d) => (
              <li key={d.uuid}>{fillTemplate(word('receivedItem'), { name: d.fileName, size: sizeText(d.size) })}</li>
            ))}
          </ul>
          <p>{word('receivedHint')}</p>
          {recheck && (
            <button type="button" className="button" onClick={() => void recheck()}>
              {word('continue')}
            </button>
          )}
        </div>
      )}
      <form className="step-form" noValidate onSubmit={submit}>
        <FormAlert id={`${id}-alert`} message={action.error} />
        <FileField
          id={`${id}-file`}
          name="file"
          label={field.label}
          hint={field.hint}
          chosen={file ? fillTemplate(field.chosen, { name: file.name }) : undefined}
          onChange={choose}
          error={problem}
          alertId={action.error ? `${id}-alert` : undefined}
          inputRef={input}
        />
        <SubmitButton pending={action.pending} pendingLabel={form.submittingLabel}>
          {received.length > 0 ? word('submitNewer') : form.submitLabel}
        </SubmitButton>
      </form>
    </div>
  );
}
