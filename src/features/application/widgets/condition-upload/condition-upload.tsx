import { useId, useRef, useState, type FormEvent } from 'react';
import { conditionCard, documentsRequired } from '@/core/conditions/condition-card';
import { CONDITION_UPLOAD_FORM, uploadFieldWords, uploadFormErrors } from '@/core/documents/upload-forms';
import { flowForm } from '@/core/form/flow-forms';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { useAnswerWithDocuments } from '../../api/post-condition-documents';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ConditionAsks } from '../../widget-parts/condition-asks';
import { FileField } from '../../widget-parts/file-field';
import { FormAlert } from '../../widget-parts/form-alert';
import { LinkedConditionWidget, type LinkedConditionFormProps } from '../../widget-parts/linked-condition-widget';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';

/**
 * conditions/upload-document: the condition the link names (conditionUuid, conditionType,
 * conditionEnum), and one labelled file input per document it asks for (numDocsRequired,
 * default 1), each checked by the flow form condition-upload (a JPEG, PNG or PDF of up to 10 MB,
 * its words too); sent together, then back to the list.
 */
export default function ConditionUpload(props: ScreenWidgetProps<'condition-upload'>) {
  return <LinkedConditionWidget {...props} kind="DOCUMENT" Form={UploadForm} />;
}

function UploadForm({ uuid, condition, word, onSent }: LinkedConditionFormProps) {
  const card = conditionCard(condition);
  const count = documentsRequired(condition);
  const form = flowForm(CONDITION_UPLOAD_FORM);
  const field = uploadFieldWords(CONDITION_UPLOAD_FORM, 'file');
  const id = useId();
  const action = useAction();
  const answer = useAnswerWithDocuments(uuid);
  const [files, setFiles] = useState<(File | undefined)[]>(() => Array.from({ length: count }, () => undefined));
  const [problems, setProblems] = useState<(string | undefined)[]>([]);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const problemOf = (file: File | undefined) => uploadFormErrors(CONDITION_UPLOAD_FORM, { file }).file;
  const choose = (index: number, chosen: File[]) => {
    const next = files.map((f, i) => (i === index ? chosen[0] : f));
    setFiles(next);
    // A wrong file is reported at once: waiting for submit would only cost the borrower a step.
    setProblems((old) => next.map((f, i) => (i === index ? problemOf(f) : old[i])));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = files.map(problemOf);
    setProblems(found);
    const first = found.findIndex(Boolean);
    if (first >= 0) return inputs.current[first]?.focus();
    void action.run(async () => {
      await answer.mutateAsync({ conditionUuid: condition.uuid, files: files as File[] });
      onSent();
    });
  };

  return (
    <form className="step-form condition-upload" noValidate onSubmit={submit} aria-labelledby={`${id}-header`}>
      <h2 id={`${id}-header`}>{card.header}</h2>
      <ConditionAsks card={card} word={word} />
      <FormAlert id={`${id}-alert`} message={action.error} />
      {files.map((file, i) => (
        <FileField
          key={i}
          id={`${id}-file-${i}`}
          name={`file-${i + 1}`}
          label={fillTemplate(field.label, { n: i + 1, count })}
          hint={field.hint}
          chosen={file ? fillTemplate(field.chosen, { name: file.name }) : undefined}
          onChange={(chosen) => choose(i, chosen)}
          error={problems[i]}
          alertId={action.error ? `${id}-alert` : undefined}
          inputRef={(el) => void (inputs.current[i] = el)}
        />
      ))}
      <SubmitButton pending={action.pending} pendingLabel={fillTemplate(form.submittingLabel, { count })}>
        {form.submitLabel}
      </SubmitButton>
    </form>
  );
}
