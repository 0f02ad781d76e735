import type { FormProps } from '@rjsf/core';
import { BaseInputTemplate } from './templates/base-input-template';
import { SubmitButton } from './templates/button-templates';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';

/** Errors are drawn beside their fields and summarised by StepForm's live region, never as a list. */
function ErrorListTemplate() {
  return null;
}

/** RJSF templates of the step form: a plain name-to-component object, like the widget registry. */
export const templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton },
} satisfies NonNullable<FormProps['templates']>;
