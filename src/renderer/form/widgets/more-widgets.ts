/**
 * The widgets the first registration step does not draw, in a chunk of their own: a form loads
 * them on first use (focus or pointer in any form), before a later step or screen needs them.
 */
export { CheckboxWidget } from './checkbox-widget';
export { MoneyWidget } from './money-widget';
export { PasswordWidget } from './password-widget';
export { PhoneWidget } from './phone-widget';
export { TextareaWidget } from './textarea-widget';
