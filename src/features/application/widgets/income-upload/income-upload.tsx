import { useId, useRef, useState, type FormEvent } from 'react';
import { checkUploadFiles, type UploadFilesProblem } from '@/core/documents/upload-file-check';
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
 * income/upload/:type: pay stubs (or other income documents, by options.documentTypes[type]) as
 * JPEG, PNG or PDF files of up to 10 MB each; uploaded one by one, then submit-paystubs.
 */
export default function IncomeUpload({ uuid, copy, options, params, submitTask, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const documentType = ((options.documentTypes ?? {}) as Record<string, string>)[params.type ?? ''];
  const maxFiles = typeof options.maxFiles === 'number' ? options.maxFiles : 5;
  const upload = useUploadDocument(uuid);
  const action = useAction();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<UploadFilesProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const problemText = problem ? fillTemplate(word(problem), { max: maxFiles }) : undefined;

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
    setProblem(chosen.length ? checkUploadFiles(chosen, maxFiles) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkUploadFiles(files, maxFiles);
    setProblem(found);
    if (found) return input.current?.focus();
    void action.run(async () => {
      const documentUuids: string[] = [];
      for (const file of files) documentUuids.push((await upload.mutateAsync({ documentType, file })).uuid);
      await submitTask('submit-paystubs', { documentUuids });
    });
  };

  return (
    <form className="step-form income-upload" noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <FileField
        id={`${id}-files`}
        name="files"
        label={word('filesLabel')}
        hint={fillTemplate(word('filesHint'), { max: maxFiles })}
        chosen={
          files.length ? fillTemplate(word('chosenFiles'), { names: files.map((f) => f.name).join(', ') }) : undefined
        }
        multiple
        onChange={choose}
        error={problemText}
        alertId={action.error ? `${id}-alert` : undefined}
        inputRef={input}
      />
      <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
        {word('submit')}
      </SubmitButton>
      <p>
        <button type="button" className="button button--secondary" onClick={() => goTo('income/review')}>
          {word('otherWay')}
        </button>
      </p>
    </form>
  );
}
