// Test support only: the props StepForm gives a form engine (light or RJSF), for drawing one directly.
import {
  toErrorSchema,
  invalidFieldIds,
  warningsByFieldId,
  ID_PREFIX,
  ID_SEPARATOR,
  type StepFormError,
} from '../field-errors';
import type { FormEngineProps } from '../form-engine';
import { templates } from '../templates';
import { widgets } from '../widgets';
import { labels, services } from './form-fixtures';

export function engineProps<T extends object>(
  schema: object,
  uiSchema: object | undefined,
  formData: T,
  errors: readonly StepFormError[] = [],
  handlers: Partial<Pick<FormEngineProps<T>, 'onChange' | 'onSubmit'>> = {},
): FormEngineProps<T> {
  return {
    schema,
    uiSchema,
    formData,
    extraErrors: toErrorSchema(errors),
    formContext: {
      labels,
      services,
      warnings: warningsByFieldId(errors),
      invalidIds: invalidFieldIds(errors),
      submitLabel: 'Continue',
      submitting: false,
    },
    widgets,
    templates,
    idPrefix: ID_PREFIX,
    idSeparator: ID_SEPARATOR,
    className: 'step-form__form',
    onChange: handlers.onChange ?? (() => undefined),
    onSubmit: handlers.onSubmit ?? (() => undefined),
    formKey: 'test-form',
  };
}
