import { getUiOptions, orderProperties, type UiSchema } from '@rjsf/utils';
import { childPointer, toPointer } from '@/core/json-pointer';
import { pointerSegments, type StepFormError } from './field-errors';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON pointers of the fields a (shaped) schema draws, in the order both engines draw them
 * (`ui:order` through RJSF's orderProperties): an object before its own fields.
 */
export function fieldOrder(schema: object, uiSchema: object | undefined, pointer = ''): string[] {
  const properties = isObject((schema as Json).properties) ? ((schema as Json).properties as Json) : {};
  const ui = (uiSchema ?? {}) as Json;
  const names = orderProperties(Object.keys(properties), getUiOptions(ui as UiSchema).order as string[] | undefined);
  return names.flatMap((name) => {
    const child = childPointer(pointer, name);
    const childSchema = properties[name];
    return [child, ...(isObject(childSchema) ? fieldOrder(childSchema, ui[name] as object | undefined, child) : [])];
  });
}

/**
 * Errors of severity 'error' in page order: the form's own first (drawn above the fields), then by
 * the field they belong to, else by their nearest drawn ancestor; ties keep the core's order.
 */
export function errorsInPageOrder(errors: readonly StepFormError[], order: readonly string[]): StepFormError[] {
  const position = (pointer: string): number => {
    const segments = pointerSegments(pointer);
    for (let length = segments.length; length > 0; length--) {
      const index = order.indexOf(toPointer(segments.slice(0, length)));
      if (index !== -1) return index;
    }
    return segments.length === 0 ? -1 : order.length;
  };
  return errors
    .filter((error) => error.severity === 'error')
    .map((error) => ({ error, at: position(error.pointer) }))
    .sort((a, b) => a.at - b.at)
    .map(({ error }) => error);
}
