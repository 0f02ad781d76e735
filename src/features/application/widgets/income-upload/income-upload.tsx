import { useId, useRef, useState, type FormEvent } from 'react';
import { INCOME_UPLOAD_FORM, uploadFieldWords, uploadFormErrors } from '@/core/documents/upload-forms';
import { flowForm } from '@/core/form/flow-forms';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { useUploadDocument } from '../../api/post-document';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FileField } from '../../widget-parts/file-field';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';

/**
 * income/upload/:type: pay stubs, or business bank statements (the upload type of each :type is
 * options.documentTypes[type]); the field, its words and the checks (how many files, JPEG, PNG or
 * PDF of up to 10 MB each) are the flow form options.forms[type], else income-upload. Uploaded
 * one by one, then submit-paystubs naming the method (:type).
 */
export default function IncomeUpload({
  uuid,
  copy,
  options,
  params,
  submitTask,
  goTo,
}: ScreenWidgetProps<'income-upload'>) {
  const word = words(copy);
  const type = params.type ?? '';
  const documentType = options.documentTypes[type];
  const formKey = options.forms?.[type] ?? INCOME_UPLOAD_FORM;
  const form = flowForm(formKey);
  const field = uploadFieldWords(formKey, 'files');
  const upload = useUploadDocument(uuid);
  const action = useAction();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const problemOf = (chosen: File[]) => uploadFormErrors(formKey, { files: chosen }).files;

  if (!documentType) {
    return (
      <div className="income-upload">
        <p role="alert">{word('unknownType')}</p>
        <button type="button" className="button" onClick={() => goTo('income/review')}>
          {word('otherWay')}
        </button>
      </div>
    );
  }

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setProblem(chosen.length ? problemOf(chosen) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(files);
    setProblem(found);
    if (found) return input.current?.focus();
    void action.run(async () => {
      const documentUuids: string[] = [];
      for (const file of files) documentUuids.push((await upload.mutateAsync({ documentType, file })).uuid);
      await submitTask('submit-paystubs', { providerType: type, documentUuids });
    });
  };

  return (
    <form className="step-form income-upload" noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <FileField
        id={`${id}-files`}
        name="files"
        label={field.label}
        hint={field.hint}
        chosen={files.length ? fillTemplate(field.chosen, { names: files.map((f) => f.name).join(', ') }) : undefined}
        multiple
        onChange={choose}
        error={problem}
        alertId={action.error ? `${id}-alert` : undefined}
        inputRef={input}
      />
      <SubmitButton pending={action.pending} pendingLabel={form.submittingLabel}>
        {form.submitLabel}
      </SubmitButton>
      <p>
        <button type="button" className="button button--secondary" onClick={() => goTo('income/review')}>
          {word('otherWay')}
        </button>
      </p>
    </form>
  );
}
