import { useState } from 'react';
import shellCopy from '@flows/shell/copy.json';
import { useProfile } from '@/api/get-profile';
import { screenFormErrors, screenTaskBody, type FormData, type ScreenFieldError } from '@/core/application/screen-form';
import { withDraft } from '@/core/application/screen-draft';
import { screenPrefill } from '@/core/application/screen-prefill';
import { applicationCopy, loadFormValidator } from '@/core/application/screens';
import { coreFieldServices } from '@/renderer/form/core-services';
import { StepForm } from '@/renderer/form/step-form';
import { TaskAlert } from './task-alert';
import { forgetScreenDraft, readScreenDraft, saveScreenDraft } from './state/screen-drafts';
import { useAction } from './widget-parts/use-action';
import type { ScreenPageProps } from './screen-props';

/**
 * A kind "form" screen: the step form renderer over the screen's schema, starting from its
 * `prefill` (the profile, the application), checked by its precompiled validator, then its task
 * posted. A server refusal is shown in place. The answers wait in this tab until the task is sent,
 * so a session that ends mid-form gives them back after signing in again.
 */
export function FormBody({ uuid, found, application, submitTask }: ScreenPageProps) {
  const { screen, path } = found;
  const form = screen.form!;
  // The journey has loaded the profile before any screen draws, so this reads the cache.
  const profile = useProfile();
  // What the borrower typed before a session end (kept in this tab) goes over the prefill.
  const [data, setData] = useState<FormData>(() =>
    withDraft(
      screenPrefill(form, { profile: profile.data, application }),
      readScreenDraft(window.sessionStorage, uuid, path),
    ),
  );
  const change = (answers: FormData) => {
    setData(answers);
    saveScreenDraft(window.sessionStorage, uuid, path, answers);
  };
  const [errors, setErrors] = useState<ScreenFieldError[]>([]);
  const { pending: submitting, error: failure, run, setError } = useAction();

  // The form's precompiled validator loads when the form is first checked; the form counts as
  // submitting meanwhile, so it moves focus to the first problem once the errors are in.
  const [checking, setChecking] = useState(false);
  const submit = async (answers: FormData) => {
    setChecking(true);
    const found = await loadFormValidator(path).then(
      (validate) => screenFormErrors(path, form, answers, applicationCopy.errors.fallbackField, validate),
      (error: unknown) => {
        setChecking(false);
        throw error;
      },
    );
    setErrors(found);
    setChecking(false);
    setError(null);
    if (found.length > 0) return;
    await run(async () => {
      await submitTask(screen.task!, screenTaskBody(form, answers));
      forgetScreenDraft(window.sessionStorage, uuid, path);
    });
  };

  return (
    <>
      {failure && <TaskAlert message={failure} />}
      <StepForm<FormData>
        step={{
          key: path,
          submitLabel: screen.submitLabel ?? applicationCopy.submitLabel,
          schema: form.schema,
          uiSchema: form.uiSchema,
          engine: form.engine,
        }}
        formData={data}
        errors={errors}
        onChange={change}
        onSubmit={(answers) => void submit(answers)}
        submitting={submitting || checking}
        labels={shellCopy.form}
        formContext={coreFieldServices}
      />
    </>
  );
}
