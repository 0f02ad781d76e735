import { lazy, Suspense, type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEngineName } from '@/core/form/light-subset';
import {
  ID_PREFIX,
  ID_SEPARATOR,
  invalidFieldIds,
  toErrorSchema,
  warningsByFieldId,
  type StepFormError,
} from './field-errors';
import type { FormEngineProps } from './form-engine';
import type { FieldServices, FormLabels, StepFormContext } from './form-context';
import { useFormLive } from './form-live';
import { LightForm } from './light/light-form';
import { generatedRjsfValidators, type RjsfValidatorsLoader } from './rjsf-validator';
import { shapeForm } from './shape-form';
import { templates } from './templates';
import { assertKnownWidgets, preloadMoreWidgets, useWidgetsOf, widgets } from './widgets';
import './form.css';

export type { FieldServices, FormLabels, PasswordStrength } from './form-context';
export type { StepFormError } from './field-errors';

/** What StepForm reads of a step definition; the generated StepDefinition fits it. */
export interface FormStep {
  key: string;
  submitLabel: string;
  /** Draft 2020-12 object schema; its errorMessage keywords are the core's and ignored here. */
  schema: object;
  uiSchema?: object;
  /**
   * The engine npm run generate chose for the form (src/generated/flows/ carries it beside every
   * form): `light` for the light engine's subset, else RJSF, which is also what a form without one gets.
   */
  engine?: FormEngineName;
  /** A form RJSF draws: the id of its precompiled validators (src/generated/rjsf-validators/), set by npm run generate. */
  rjsfValidators?: string;
}

export type StepFormData = Record<string, unknown>;

/** T is the app's form data type (e.g. a partial RegistrationData); StepForm never looks inside it. */
export interface StepFormProps<T extends object = StepFormData> {
  step: FormStep;
  formData: T;
  /** What the core found; shown beside their fields. Errors block nothing here: the core decides. */
  errors: readonly StepFormError[];
  onChange: (formData: T) => void;
  onSubmit: (formData: T) => void;
  /** A submit is in flight: the button shows labels.submitting and aria-busy. */
  submitting: boolean;
  labels: FormLabels;
  /** The core's formatters and password strength that the phone, money and password widgets use. */
  formContext?: FieldServices;
  /** JSON pointers of fields the core hides in this context: not drawn, not required. */
  hidden?: readonly string[];
  /** JSON pointers of fields the core disables in this context. */
  disabled?: readonly string[];
  /** Id of an element that describes every field while it shows something: the form's alert of a server refusal. */
  describedBy?: string;
  /** Tests only: where the validators of a form RJSF draws come from, instead of generation's loader for `step.rjsfValidators`. */
  rjsfValidators?: RjsfValidatorsLoader;
}

type ErrorSummaryComponent = typeof import('./error-summary').ErrorSummary;
let loadedSummary: ErrorSummaryComponent | null = null;

/**
 * The error summary's own chunk, asked for on the first touch of a form (pointer, key or focus),
 * so it is there by the first failed Continue and weighs nothing on a first load
 * (docs/performance.md); the widgets the first step does not draw are asked for with it. Once loaded it draws at once; before, a failed submit waits for it.
 */
export function preloadErrorSummary(): Promise<ErrorSummaryComponent> {
  return import('./error-summary').then(({ ErrorSummary }) => (loadedSummary = ErrorSummary));
}
const LazyErrorSummary = lazy(() => preloadErrorSummary().then((ErrorSummary) => ({ default: ErrorSummary })));
const preload = () => {
  void preloadErrorSummary();
  void preloadMoreWidgets();
};

/** RJSF, only for a form generation did not give the light engine: it never weighs on a first load that does not need it. */
const RjsfEngine = lazy(() => import('./rjsf-engine'));

/** A list of field names back from its key (one name a line; field names hold no line break). */
const listOf = (key: string): string[] => (key ? key.split('\n') : []);

/**
 * Draws one step with the engine generation chose for it (the light engine or RJSF): the fields the step's schema and uiSchema name, the
 * errors and warnings the core computed, and the submit button. After a submit, once the errors
 * are in (and `submitting` is over), an error summary above the fields takes focus (its name and
 * count are what a screen reader says, so no live region repeats them); a clean submit removes it.
 */
export function StepForm<T extends object = StepFormData>(props: StepFormProps<T>) {
  return (
    <Suspense>
      <StepFormWhole<T> key={props.step.key} {...props} />
    </Suspense>
  );
}

/** The form once the widgets it draws are in (widgets.tsx). */
function StepFormWhole<T extends object>(props: StepFormProps<T>) {
  useWidgetsOf(props.step.schema, props.step.uiSchema);
  return <StepFormBody<T> {...props} />;
}

/** Beside the engine, in its boundary: its effect runs once the engine's fields are live. */
function FormLive() {
  useFormLive();
  return null;
}

function StepFormBody<T extends object>({
  step,
  formData,
  errors,
  onChange,
  onSubmit,
  submitting,
  labels,
  formContext,
  hidden,
  disabled,
  describedBy,
  rjsfValidators,
}: StepFormProps<T>) {
  assertKnownWidgets(step.uiSchema, `step "${step.key}"`);
  // Keyed by the lists' contents, not their identity (a caller builds them anew on each render).
  const hiddenKey = hidden?.join('\n') ?? '';
  const disabledKey = disabled?.join('\n') ?? '';
  const shape = useMemo(
    () => shapeForm(step.schema, step.uiSchema, listOf(hiddenKey), listOf(disabledKey)),
    [step, hiddenKey, disabledKey],
  );
  const root = useRef<HTMLDivElement>(null);
  const handledSubmit = useRef(0);
  const [submitCount, setSubmitCount] = useState(0);
  /** The submit whose errors the summary shows, while one does. */
  const [summaryFor, setSummaryFor] = useState<number | null>(null);
  // The caller computes its errors anew on each render (each keystroke): the same errors keep the
  // same objects, so the engine's fields that did not change are not drawn again.
  const errorsKey = JSON.stringify(errors);
  const sameErrors = useMemo(() => JSON.parse(errorsKey) as StepFormError[], [errorsKey]);
  const extraErrors = useMemo(() => toErrorSchema(sameErrors), [sameErrors]);
  const context = useMemo<StepFormContext>(
    () => ({
      labels,
      services: formContext ?? {},
      warnings: warningsByFieldId(sameErrors),
      invalidIds: invalidFieldIds(sameErrors),
      submitLabel: step.submitLabel,
      submitting,
      describedBy,
    }),
    [labels, formContext, sameErrors, step.submitLabel, submitting, describedBy],
  );

  useEffect(() => {
    if (submitCount === handledSubmit.current || submitting) return;
    handledSubmit.current = submitCount;
    setSummaryFor(sameErrors.some((error) => error.severity === 'error') ? submitCount : null);
  }, [submitCount, submitting, sameErrors]);

  const handleSubmit = (data: T) => {
    if (submitting) return;
    setSubmitCount((count) => count + 1);
    onSubmit(data);
  };
  const ErrorSummary = loadedSummary ?? LazyErrorSummary;
  // Hiding fields only removes properties, so a light form stays light once shaped.
  const light = step.engine === 'light';
  const Engine = (light ? LightForm : RjsfEngine) as ComponentType<FormEngineProps<T>>;
  const validators = light ? undefined : (rjsfValidators ?? generatedRjsfValidators(step.rjsfValidators, step.key));

  return (
    <div ref={root} className="step-form" onFocusCapture={preload} onPointerDownCapture={preload}>
      {summaryFor !== null && (
        <Suspense>
          <ErrorSummary
            submission={summaryFor}
            errors={sameErrors}
            schema={shape.schema}
            uiSchema={shape.uiSchema}
            labels={labels}
            scope={root}
          />
        </Suspense>
      )}
      <Suspense>
        <Engine
          className="step-form__form"
          schema={shape.schema}
          uiSchema={shape.uiSchema}
          formData={formData}
          widgets={widgets}
          templates={templates}
          formContext={context}
          extraErrors={extraErrors}
          idPrefix={ID_PREFIX}
          idSeparator={ID_SEPARATOR}
          onChange={onChange}
          onSubmit={handleSubmit}
          formKey={step.key}
          validators={validators}
        />
        <FormLive />
      </Suspense>
    </div>
  );
}
