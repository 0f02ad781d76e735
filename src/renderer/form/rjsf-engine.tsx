import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormEngineProps } from './form-engine';
import { passiveValidator } from './passive-validator';

/**
 * The form data stays what the app passes in: RJSF must not invent answers (a required yes/no
 * question would otherwise start as false, a oneOf enumeration as its first value).
 */
const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: 'skipEmptyDefaults',
  requiredBooleanDefault: 'skip',
  constAsDefaults: 'never',
} as const;

/** RJSF's Form as a form engine: for schemas outside the light subset. Validation is the core's. */
export function RjsfEngine<T extends object>({
  schema,
  uiSchema,
  formData,
  extraErrors,
  formContext,
  widgets,
  templates,
  idPrefix,
  idSeparator,
  className,
  onChange,
  onSubmit,
}: FormEngineProps<T>) {
  return (
    <Form<T>
      className={className}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema<T> | undefined}
      formData={formData}
      validator={passiveValidator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      extraErrors={extraErrors}
      idPrefix={idPrefix}
      idSeparator={idSeparator}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onChange={(event) => onChange(event.formData ?? ({} as T))}
      onSubmit={(event) => onSubmit(event.formData ?? ({} as T))}
    />
  );
}

export default RjsfEngine;
