import type { Registry, SubmitButtonProps, Widget } from '@rjsf/utils';
import { useLayoutEffect, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { FormEngineProps } from '../form-engine';
import { isObject, renderField, type Engine, type Json, type Value } from './light-field';

/** The data with `value` at `path` (copies along the path; RJSF keeps an undefined answer as a key too). */
function setAt(data: Value, [head, ...rest]: string[], value: Value): Json {
  const base = isObject(data) ? data : {};
  if (head === undefined) return base;
  return { ...base, [head]: rest.length ? setAt(base[head], rest, value) : value };
}

/**
 * Draws a schema of the light subset (src/core/form/light-subset.ts) with the step form's own templates and
 * widgets, the way RJSF's Form would (same props to them, same markup; step-form.test checks every
 * flow schema against RJSF), without RJSF's engine: no default filling, no schema resolution, no
 * run-time validation. It is what the first registration step loads (docs/performance.md).
 */
export function LightForm<T extends object>(props: FormEngineProps<T>) {
  const {
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
  } = props;
  // Controlled like RJSF's Form: the app's data wins whenever it changes; edits show at once.
  const [state, setState] = useState<{ from: T; data: T }>({ from: formData, data: formData });
  const data = state.from === formData ? state.data : formData;
  if (state.from !== formData) setState({ from: formData, data: formData });
  // What a change needs of the latest render, so the engine (and every field's props) stays the same object across keystrokes.
  const latest = useRef({ formData, data, onChange });
  useLayoutEffect(() => {
    latest.current = { formData, data, onChange };
  });
  const registry = useMemo(
    () =>
      ({
        formContext,
        widgets,
        templates,
        fields: {},
        rootSchema: schema,
        globalUiOptions: undefined,
        translateString: (text: string) => text,
      }) as unknown as Registry,
    [formContext, widgets, templates, schema],
  );
  const engine = useMemo<Engine>(
    () => ({
      registry,
      idOf: (path) => [idPrefix, ...path].join(idSeparator),
      change: (path, value) => {
        const { formData: from, data: current, onChange: report } = latest.current;
        const next = setAt(current, path, value) as T;
        // Two changes in one event (a widget that sets two fields) each build on the one before.
        latest.current = { ...latest.current, data: next };
        setState({ from, data: next });
        report(next);
      },
      widgets: widgets as Record<string, Widget>,
      templates: templates as Engine['templates'],
    }),
    [registry, idPrefix, idSeparator, widgets, templates],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    onSubmit(data);
  };
  const SubmitButton = templates.ButtonTemplates.SubmitButton as ComponentType<SubmitButtonProps>;
  return (
    <form className={className || 'rjsf'} noValidate onSubmit={submit}>
      {renderField(engine, {
        name: '',
        schema: schema as Json,
        uiSchema: uiSchema as Json | undefined,
        path: [],
        required: false,
        value: data,
        errorSchema: extraErrors,
      })}
      <SubmitButton uiSchema={{}} registry={registry} />
    </form>
  );
}

export default LightForm;
