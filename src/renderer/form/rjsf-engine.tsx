import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { use, useMemo } from 'react';
import type { FormEngineProps } from './form-engine';
import { loadRjsfValidators, precompiledRjsfValidator } from './rjsf-validator';

/**
 * The form data stays what the app passes in: RJSF must not invent answers (a required yes/no
 * question would otherwise start as false, a oneOf enumeration as its first value).
 */
const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: 'skipEmptyDefaults',
  requiredBooleanDefault: 'skip',
  constAsDefaults: 'never',
} as const;

/**
 * RJSF's Form as a form engine: for schemas outside the light subset. Field errors are the core's;
 * RJSF's choices between `oneOf`/`anyOf` options and `if` branches use the form's precompiled
 * validators, loaded with it (the surrounding Suspense waits for them).
 */
export function RjsfEngine<T extends object>(props: FormEngineProps<T>) {
  const { formKey, validators } = props;
  if (!validators) throw new Error(`Form "${formKey}" is drawn by RJSF without its precompiled validators`);
  const validateFns = use(loadRjsfValidators(validators));
  const validator = useMemo(() => precompiledRjsfValidator(validateFns, formKey), [validateFns, formKey]);
  return <RjsfForm {...props} validator={validator} />;
}

/** RJSF's Form with the validator given (the light engine's conformance test draws with it directly). */
export function RjsfForm<T extends object>({
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
  validator,
}: FormEngineProps<T> & { validator: ValidatorType }) {
  return (
    <Form<T>
      className={className}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema<T> | undefined}
      formData={formData}
      validator={validator}
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
