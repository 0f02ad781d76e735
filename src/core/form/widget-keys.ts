/**
 * The widget keys a step's uiSchema may name in ui:widget. The renderer's widget registry maps
 * each to a component; npm run validate refuses any other key. 'file' is a chosen file (its name,
 * MIME type and size, checked by the upload-file rule): the application's upload widgets draw it
 * with their file field, so only a form of flows/forms/ that such a widget draws may use it.
 */
export const WIDGET_KEYS = [
  'text',
  'email',
  'address',
  'phone',
  'money',
  'date',
  'password',
  'yes-no',
  'select',
  'checkbox',
  'radio',
  'file',
] as const;
export type WidgetKey = (typeof WIDGET_KEYS)[number];

/**
 * HTML autocomplete tokens a registration field may use (WHATWG autofill field names), plus off
 * for fields with no personal data to fill. Every field must declare one.
 */
export const AUTOCOMPLETE_TOKENS = [
  'off',
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level1',
  'address-level2',
  'postal-code',
  'country',
  'bday',
  'email',
  'tel',
  'tel-national',
  'new-password',
  'current-password',
  'username',
] as const;
