import type { ErrorSchema } from '@rjsf/utils';

/**
 * A problem the core found in the form data: the same shape as the core's FieldError, so its values
 * pass straight in. The renderer only draws them; it never decides what is wrong.
 */
export interface StepFormError {
  /** JSON pointer into the form data, e.g. /propertyAddress/street1; '' or '/' for the whole form. */
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

/** RJSF builds field ids from these; StepForm passes them to Form so the mapping below holds. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON pointer: "${pointer}"`);
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The id RJSF gives the field at `pointer` (its input, or its group for objects). */
export function fieldIdForPointer(pointer: string): string {
  return [ID_PREFIX, ...pointerSegments(pointer)].join(ID_SEPARATOR);
}

/** Errors of severity 'error' as RJSF extraErrors, nested by pointer with `__errors` at each leaf. */
export function toErrorSchema(errors: readonly StepFormError[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const error of errors) {
    if (error.severity !== 'error') continue;
    let node = schema;
    for (const segment of pointerSegments(error.pointer)) {
      if (segment === '__proto__') throw new Error(`Unsafe pointer segment in "${error.pointer}"`);
      const child = Object.hasOwn(node, segment) ? node[segment] : undefined;
      node = (child as Record<string, unknown> | undefined) ?? (node[segment] = {} as Record<string, unknown>);
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    node.__errors = [...list, error.message];
  }
  return schema as ErrorSchema;
}

/** Warnings by RJSF field id, in the order the core gave them. */
export function warningsByFieldId(errors: readonly StepFormError[]): Record<string, string[]> {
  const index: Record<string, string[]> = {};
  for (const error of errors) {
    if (error.severity !== 'warning') continue;
    const id = fieldIdForPointer(error.pointer);
    index[id] = [...(index[id] ?? []), error.message];
  }
  return index;
}

/** RJSF field ids that have errors of severity 'error'. */
export function invalidFieldIds(errors: readonly StepFormError[]): Set<string> {
  return new Set(errors.filter((error) => error.severity === 'error').map((error) => fieldIdForPointer(error.pointer)));
}

/** Ids of the elements that describe a field; inputs point aria-describedby at them. */
export const fieldIds = {
  label: (id: string) => `${id}__label`,
  help: (id: string) => `${id}__help`,
  error: (id: string) => `${id}__error`,
  warning: (id: string) => `${id}__warning`,
};
