import type { Widget, WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, use, useState } from 'react';
import { RadioWidget, YesNoWidget } from './widgets/choice-widgets';
import { AddressWidget, DateWidget, EmailWidget, TextWidget } from './widgets/input-widgets';
import { SelectWidget } from './widgets/select-widget';

type MoreWidgets = typeof import('./widgets/more-widgets');
let moreWidgets: Promise<MoreWidgets> | null = null;
let loadedWidgets: MoreWidgets | null = null;

/** Starts loading the widgets the first registration step does not draw (more-widgets.ts); once. */
export function preloadMoreWidgets(): Promise<MoreWidgets> {
  return (moreWidgets ??= import('./widgets/more-widgets').then((m) => (loadedWidgets = m)));
}

/**
 * One of those widgets. A form starts their load on its first touch (step-form.tsx), so a later
 * step finds them loaded and draws them at once; a form opened cold draws its other fields and
 * this one as soon as its chunk is in. Which of the two a mounted field is never changes, so a
 * field is not mounted anew (losing focus) when the chunk arrives.
 */
function lazyWidget(name: keyof MoreWidgets): Widget {
  const Loaded = lazy(() => preloadMoreWidgets().then((m) => ({ default: m[name] })));
  function MoreWidget(props: WidgetProps) {
    const [Ready] = useState(() => loadedWidgets?.[name] ?? null);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  }
  MoreWidget.displayName = name;
  return MoreWidget;
}

/** The registry's keys whose widgets are in more-widgets.ts (a boolean field with no widget named is a checkbox). */
const MORE_WIDGET_KEYS: ReadonlySet<string> = new Set(['phone', 'money', 'password', 'checkbox', 'textarea']);

/** Whether a form draws one of those widgets: a `ui:widget` naming one, or a boolean field. */
export function needsMoreWidgets(schema: unknown, uiSchema: unknown): boolean {
  const names = (node: unknown): boolean =>
    !!node &&
    typeof node === 'object' &&
    Object.entries(node).some(([key, value]) =>
      key === 'ui:widget' || key === 'widget' ? MORE_WIDGET_KEYS.has(String(value)) : names(value),
    );
  return names(uiSchema) || JSON.stringify(schema ?? null).includes('"boolean"');
}

/**
 * Holds a form back (Suspense) until the widgets it draws are loaded, so it appears whole, never a
 * field at a time; a form that needs none of them, as the first registration step, never waits.
 */
export function useWidgetsOf(schema: unknown, uiSchema: unknown): void {
  if (!loadedWidgets && needsMoreWidgetsOnce(schema, uiSchema)) use(preloadMoreWidgets());
}

/** needsMoreWidgets, worked out once per step's schema (a step re-renders on every keystroke). */
const needsByUiSchema = new WeakMap<object, boolean>();
function needsMoreWidgetsOnce(schema: unknown, uiSchema: unknown): boolean {
  if (!uiSchema || typeof uiSchema !== 'object') return needsMoreWidgets(schema, uiSchema);
  let needs = needsByUiSchema.get(uiSchema);
  if (needs === undefined) needsByUiSchema.set(uiSchema, (needs = needsMoreWidgets(schema, uiSchema)));
  return needs;
}

const PhoneWidget = lazyWidget('PhoneWidget');
const MoneyWidget = lazyWidget('MoneyWidget');
const PasswordWidget = lazyWidget('PasswordWidget');
const CheckboxWidget = lazyWidget('CheckboxWidget');
const TextareaWidget = lazyWidget('TextareaWidget');

/**
 * The widgets a step's uiSchema may name in `ui:widget`: a plain name-to-component object. RJSF
 * also falls back to 'text', 'select' and 'checkbox' by schema type, so those cover unnamed fields.
 */
export const widgets = {
  text: TextWidget,
  email: EmailWidget,
  address: AddressWidget,
  phone: PhoneWidget,
  money: MoneyWidget,
  date: DateWidget,
  password: PasswordWidget,
  'yes-no': YesNoWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  radio: RadioWidget,
  textarea: TextareaWidget,
} satisfies Record<string, Widget>;

export type WidgetKey = keyof typeof widgets;

export function isWidgetKey(key: unknown): key is WidgetKey {
  return typeof key === 'string' && Object.hasOwn(widgets, key);
}

/**
 * Throws a developer error naming the first `ui:widget` (or `ui:options.widget`) that is not in
 * the registry. RJSF would otherwise quietly fall back to its own unstyled widgets of that name.
 */
export function assertKnownWidgets(uiSchema: unknown, where: string, path = ''): void {
  if (!uiSchema || typeof uiSchema !== 'object') return;
  for (const [key, value] of Object.entries(uiSchema)) {
    const widget =
      key === 'ui:widget'
        ? value
        : key === 'ui:options' && value && typeof value === 'object'
          ? (value as { widget?: unknown }).widget
          : undefined;
    if (widget !== undefined && !isWidgetKey(widget)) {
      throw new Error(
        `Unknown widget "${String(widget)}" at ${path || '/'} in ${where}. Known widgets: ${Object.keys(widgets).join(', ')}.`,
      );
    }
    if (!key.startsWith('ui:')) assertKnownWidgets(value, where, `${path}/${key}`);
  }
}
