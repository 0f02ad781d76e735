import { childPointer } from '@/core/json-pointer';

type Json = Record<string, unknown>;

export interface FormField {
  /** Pointer into the form data. */
  pointer: string;
  /** Pointer of the field's schema within the form schema. */
  schemaPointer: string;
  /** Pointer of the field's uiSchema entry within the form uiSchema. */
  uiPointer: string;
  schema: Json;
  /** The field's uiSchema entry; {} when it has none. */
  ui: Json;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object property is a group of fields, unless its uiSchema names a widget that draws the
 * whole object as one field (a chosen file: its name, type and size).
 */
export function isFieldGroup(schema: Json, ui: unknown): boolean {
  return schema.type === 'object' && !(isJson(ui) && typeof ui['ui:widget'] === 'string');
}

/**
 * The leaf fields of a form (groups are not fields: see isFieldGroup), in the order the form shows them:
 * ui:order first, then any property it leaves out. Works on unchecked flow data, for build checks.
 */
export function formFields(form: { schema: unknown; uiSchema?: unknown }): FormField[] {
  const out: FormField[] = [];
  const walk = (schema: Json, ui: Json, pointer: string, schemaPointer: string, uiPointer: string) => {
    const properties = isJson(schema.properties) ? schema.properties : {};
    const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].filter((k): k is string => typeof k === 'string') : [];
    const keys = [
      ...order.filter((k) => Object.hasOwn(properties, k)),
      ...Object.keys(properties).filter((k) => !order.includes(k)),
    ];
    for (const key of keys) {
      const child = properties[key];
      if (!isJson(child)) continue;
      const childUi = isJson(ui[key]) ? ui[key] : {};
      const at = {
        pointer: childPointer(pointer, key),
        schemaPointer: childPointer(childPointer(schemaPointer, 'properties'), key),
        uiPointer: childPointer(uiPointer, key),
      };
      if (isFieldGroup(child, childUi)) walk(child, childUi, at.pointer, at.schemaPointer, at.uiPointer);
      else out.push({ ...at, schema: child, ui: childUi });
    }
  };
  if (isJson(form.schema)) walk(form.schema, isJson(form.uiSchema) ? form.uiSchema : {}, '', '', '');
  return out;
}
