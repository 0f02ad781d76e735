import type {
  ErrorSchema,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  Registry,
  RJSFSchema,
  UiSchema,
  Widget,
  WidgetProps,
} from '@rjsf/utils';
import { getUiOptions, orderProperties } from '@rjsf/utils';
import { memo, type ComponentType, type ReactNode } from 'react';
import { enumOptionsOf } from '../widgets/enum-options';
import { leafType } from '@/core/form/light-subset';

// The light form's fields (./light-form.tsx): each drawn with the step form's templates and widgets, as RJSF's SchemaField draws it.
export type Json = Record<string, unknown>;
export type Value = unknown;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const noop = () => undefined;

function defaultWidget(schema: Json): string {
  if (Array.isArray(schema.enum)) return 'select';
  return leafType(schema) === 'boolean' ? 'checkbox' : 'text';
}

interface FieldArgs {
  name: string;
  schema: Json;
  uiSchema: Json | undefined;
  path: string[];
  required: boolean;
  value: Value;
  errorSchema: ErrorSchema | undefined;
}

export interface Engine {
  registry: Registry;
  idOf: (path: string[]) => string;
  change: (path: string[], value: Value) => void;
  widgets: Record<string, Widget>;
  templates: {
    FieldTemplate: ComponentType<FieldTemplateProps>;
    ObjectFieldTemplate: ComponentType<ObjectFieldTemplateProps>;
  };
}

/**
 * One field and what it holds. A keystroke changes one value: the objects on its path get new
 * values and are drawn again, every other field keeps its props and is skipped, as RJSF's
 * SchemaField skips them (docs/performance.md, keystroke latency).
 */
const LightField = memo(function LightField({ engine, args }: { engine: Engine; args: FieldArgs }): ReactNode {
  return renderField(engine, args);
}, sameField);

function sameField(before: { engine: Engine; args: FieldArgs }, after: { engine: Engine; args: FieldArgs }): boolean {
  const a = before.args;
  const b = after.args;
  return (
    before.engine === after.engine &&
    a.name === b.name &&
    a.schema === b.schema &&
    a.uiSchema === b.uiSchema &&
    a.required === b.required &&
    a.value === b.value &&
    a.errorSchema === b.errorSchema &&
    a.path.join('/') === b.path.join('/')
  );
}

export function renderField(
  engine: Engine,
  { name, schema, uiSchema, path, required, value, errorSchema }: FieldArgs,
): ReactNode {
  const { registry, templates } = engine;
  const ui = uiSchema ?? {};
  const uiOptions = getUiOptions(ui);
  const id = engine.idOf(path);
  const fieldPathId = { $id: id, path } as FieldTemplateProps['fieldPathId'];
  const label = String(uiOptions.title || schema.title || name);
  const disabled = Boolean(uiOptions.disabled);
  const readonly = Boolean(uiOptions.readonly);
  const rawErrors = errorSchema?.__errors as string[] | undefined;
  let field: ReactNode;
  if (schema.type === 'object') {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const requiredNames = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const order = orderProperties(Object.keys(properties), uiOptions.order as string[] | undefined);
    const data = isObject(value) ? value : {};
    const children = order.map((child) => ({
      name: child,
      disabled,
      readonly,
      hidden: false,
      content: (
        <LightField
          key={child}
          engine={engine}
          args={{
            name: child,
            schema: properties[child] as Json,
            uiSchema: ui[child] as Json | undefined,
            path: [...path, child],
            required: requiredNames.has(child),
            value: data[child],
            errorSchema: (errorSchema as Record<string, ErrorSchema> | undefined)?.[child],
          }}
        />
      ),
    }));
    const ObjectTemplate = templates.ObjectFieldTemplate;
    field = (
      <ObjectTemplate
        {...({
          title: label,
          properties: children,
          fieldPathId,
          uiSchema: ui as UiSchema,
          schema: schema as RJSFSchema,
          registry,
          required,
          disabled,
          readonly,
          formData: data,
          onAddProperty: noop,
        } as unknown as ObjectFieldTemplateProps)}
      />
    );
  } else {
    const widgetKey = typeof ui['ui:widget'] === 'string' ? (ui['ui:widget'] as string) : defaultWidget(schema);
    const WidgetComponent = engine.widgets[widgetKey];
    if (!WidgetComponent) throw new Error(`Unknown widget "${widgetKey}" at /${path.join('/')}.`);
    const { placeholder = '', title: _title, ...options } = uiOptions;
    const enumOptions = Array.isArray(schema.enum) ? enumOptionsOf(schema.enum, uiOptions.enumNames) : undefined;
    const props = {
      id,
      name,
      label,
      hideLabel: false,
      value,
      required,
      disabled,
      readonly,
      autofocus: false,
      placeholder,
      options: { ...options, enumOptions },
      schema,
      uiSchema: ui,
      rawErrors,
      registry,
      formContext: registry.formContext,
      onChange: (next: Value) => engine.change(path, next),
      onBlur: noop,
      onFocus: noop,
    } as unknown as WidgetProps;
    field = <WidgetComponent {...props} />;
  }
  const FieldTemplate = templates.FieldTemplate;
  const fieldProps = {
    id,
    label,
    required,
    disabled,
    readonly,
    rawHelp: typeof uiOptions.help === 'string' ? uiOptions.help : undefined,
    rawErrors,
    fieldPathId,
    schema,
    uiSchema: ui,
    registry,
    hidden: false,
    displayLabel: true,
    classNames: '',
    formData: value,
    onChange: noop,
  } as unknown as FieldTemplateProps;
  return <FieldTemplate {...fieldProps}>{field}</FieldTemplate>;
}
