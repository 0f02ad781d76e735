import type { ErrorSchema } from '@rjsf/utils';
import type { StepFormContext } from './form-context';
import type { RjsfValidatorsLoader } from './rjsf-validator';
import type { templates } from './templates';
import type { widgets } from './widgets';

/**
 * What StepForm hands the engine that draws a form: the light engine (light/light-form.tsx) for the
 * schemas of its subset, RJSF (rjsf-engine.tsx, loaded only when needed) for the rest. Both draw
 * with the same templates and widgets, so the markup is the same.
 */
export interface FormEngineProps<T extends object> {
  schema: object;
  uiSchema: object | undefined;
  formData: T;
  extraErrors: ErrorSchema;
  formContext: StepFormContext;
  widgets: typeof widgets;
  templates: typeof templates;
  idPrefix: string;
  idSeparator: string;
  className: string;
  onChange: (formData: T) => void;
  onSubmit: (formData: T) => void;
  /** The step's key, named in developer errors. */
  formKey: string;
  /** RJSF only: the form's precompiled validators (the light engine needs none). */
  validators?: RjsfValidatorsLoader;
}
