import { useState } from 'react';
import shellCopy from '@flows/shell/copy.json';
import { recheckShown, type FieldError } from '@/core/form';
import { flowForm, flowFormAnswers, flowFormErrors } from '@/core/form/flow-forms';
import type { FieldServices } from './form-context';
import { StepForm } from './step-form';
import { preloadMoreWidgets } from './widgets';

// The forms of flows/forms/ (sign-in, feedback, chat, bank account...) are drawn on pages and in
// dialogs that load this module on their way: the widgets they draw load beside it, not after.
void preloadMoreWidgets();

// These forms showed their messages without the "Error:" prefix before they became data; they still do.
const { error: _errorPrefix, ...labels } = shellCopy.form;

export interface FlowStepFormProps<T extends object> {
  /** The form's file name in flows/forms/. */
  formKey: string;
  /** What the form's rules may read besides the answers (e.g. the emails already invited). */
  ctx?: unknown;
  values: T;
  onChange: (values: T) => void;
  /** Called with the prepared answers (flows/forms `prepare`) once the core finds nothing wrong. */
  onValid: (answers: T) => void;
  submitting: boolean;
  /** The button, when the screen words it differently from the form (bank/autopay: 'Continue'). */
  submitLabel?: string;
  /** Id of the form's alert of a server refusal while it shows one: every field points at it. */
  describedBy?: string;
  formContext?: FieldServices;
}

/**
 * A form of flows/forms/ drawn by StepForm and checked by the core: messages appear on submit,
 * a shown message is checked again as the borrower corrects the field, and only answers the
 * core accepts reach `onValid`. No form decides here what is wrong.
 */
export function FlowStepForm<T extends object>({
  formKey,
  ctx = null,
  values,
  onChange,
  onValid,
  submitting,
  submitLabel,
  describedBy,
  formContext,
}: FlowStepFormProps<T>) {
  const form = flowForm(formKey);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const change = (next: T) => {
    onChange(next);
    setErrors((shown) => recheckShown(shown, flowFormErrors(formKey, next, ctx)));
  };
  const submit = (answers: T) => {
    const found = flowFormErrors(formKey, answers, ctx);
    setErrors(found);
    if (found.length === 0) onValid(flowFormAnswers(formKey, answers));
  };
  return (
    <StepForm<T>
      step={{
        key: formKey,
        submitLabel: submitLabel ?? form.submitLabel,
        schema: form.schema,
        uiSchema: form.uiSchema,
        engine: form.engine,
      }}
      formData={values}
      errors={errors}
      onChange={change}
      onSubmit={submit}
      submitting={submitting}
      labels={{ ...labels, submitting: form.submittingLabel }}
      describedBy={describedBy}
      formContext={formContext}
    />
  );
}
