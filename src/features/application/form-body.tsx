import { useState } from 'react';
import shellCopy from '@flows/shell/copy.json';
import { useProfile } from '@/api/get-profile';
import { screenFormErrors, screenTaskBody, type FormData, type ScreenFieldError } from '@/core/application/screen-form';
import { screenPrefill } from '@/core/application/screen-prefill';
import { applicationCopy } from '@/core/application/screens';
import { coreFieldServices } from '@/renderer/form/core-services';
import { StepForm } from '@/renderer/form/step-form';
import { TaskAlert } from './task-alert';
import { useAction } from './widget-parts/use-action';
import type { ScreenPageProps } from './screen-page';

/**
 * A kind "form" screen: the step form renderer over the screen's schema, starting from its
 * `prefill` (the profile, the application), checked by its precompiled validator, then its task
 * posted. A server refusal is shown in place.
 */
export function FormBody({ found, application, submitTask }: ScreenPageProps) {
  const { screen, path } = found;
  const form = screen.form!;
  // The journey has loaded the profile before any screen draws, so this reads the cache.
  const profile = useProfile();
  const [data, setData] = useState<FormData>(() => screenPrefill(form, { profile: profile.data, application }));
  const [errors, setErrors] = useState<ScreenFieldError[]>([]);
  const { pending: submitting, error: failure, run, setError } = useAction();

  const submit = async (answers: FormData) => {
    const found = screenFormErrors(path, form, answers, applicationCopy.errors.fallbackField);
    setErrors(found);
    setError(null);
    if (found.length > 0) return;
    await run(() => submitTask(screen.task!, screenTaskBody(form, answers)));
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
        onChange={setData}
        onSubmit={(answers) => void submit(answers)}
        submitting={submitting}
        labels={shellCopy.form}
        formContext={coreFieldServices}
      />
    </>
  );
}
