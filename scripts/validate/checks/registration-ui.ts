import { formFields } from '../../../src/core/form/fields';
import { AUTOCOMPLETE_TOKENS, WIDGET_KEYS } from '../../../src/core/form/widget-keys';
import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Report } from './check';
import { registrationCheck } from './registration-flow';

type Json = Record<string, unknown>;

/**
 * What the renderer needs from a step's uiSchema: a known widget key and an autocomplete token on
 * every field (browsers fill names, addresses, birthdays, email, phone and new passwords from
 * these; off says a field has nothing to fill), and ui:order and field entries that name real fields.
 */
export const registrationUiCheck = registrationCheck((loaded) => {
  const at = loaded.report;
  for (const { at: stepAt, step } of loaded.steps) {
    for (const f of formFields(step as { schema: unknown; uiSchema: unknown })) {
      const ui = `${stepAt}/uiSchema${f.uiPointer}`;
      const widget = f.ui['ui:widget'];
      if (typeof widget !== 'string')
        at(ui, `field "${f.pointer}" has no ui:widget: name one of ${WIDGET_KEYS.join(', ')}`);
      else if (!(WIDGET_KEYS as readonly string[]).includes(widget)) {
        at(
          childPointer(ui, 'ui:widget'),
          `"${widget}" is not a widget key${didYouMean(widget, WIDGET_KEYS)} (one of ${WIDGET_KEYS.join(', ')})`,
        );
      }
      const token = f.ui['ui:autocomplete'];
      if (typeof token !== 'string') {
        at(
          ui,
          `field "${f.pointer}" has no ui:autocomplete: give personal data its HTML autocomplete token (given-name, bday, email, tel-national...) and other fields "off"`,
        );
      } else if (!(AUTOCOMPLETE_TOKENS as readonly string[]).includes(token)) {
        at(
          childPointer(ui, 'ui:autocomplete'),
          `"${token}" is not an autocomplete token this form uses${didYouMean(token, AUTOCOMPLETE_TOKENS)}`,
        );
      }
    }
    checkUiNames(step.schema as Json, step.uiSchema as Json, `${stepAt}/uiSchema`, at);
  }
});

/** ui:order entries and field entries must name properties of the schema beside them. */
function checkUiNames(schema: Json, ui: Json, pointer: string, at: Report): void {
  const properties = isPlainObject(schema?.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((name, i) => {
      if (typeof name === 'string' && name !== '*' && !names.includes(name))
        at(`${pointer}/ui:order/${i}`, `"${name}" is not a property here${didYouMean(name, names)}`);
    });
  }
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!names.includes(key))
      at(childPointer(pointer, key), `"${key}" is not a property here${didYouMean(key, names)}`, 'key');
    else if (isPlainObject(value)) checkUiNames(properties[key] as Json, value, childPointer(pointer, key), at);
  }
}
