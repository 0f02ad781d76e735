import type { Widget } from '@rjsf/utils';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { RadioWidget, YesNoWidget } from './widgets/choice-widgets';
import { AddressWidget, DateWidget, EmailWidget, TextWidget } from './widgets/input-widgets';
import { MoneyWidget } from './widgets/money-widget';
import { PasswordWidget } from './widgets/password-widget';
import { PhoneWidget } from './widgets/phone-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextareaWidget } from './widgets/textarea-widget';

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
