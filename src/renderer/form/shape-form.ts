import { pointerSegments } from '@/core/json-pointer';

/**
 * The step as drawn in this context: the core says which fields are hidden and which are
 * disabled (by JSON pointer); this removes hidden properties from the schema (so RJSF neither
 * draws nor requires them) and marks disabled ones `ui:disabled`. Inputs are never mutated.
 */
export interface FormShape {
  schema: object;
  uiSchema: object | undefined;
}

type Json = Record<string, unknown>;

const isPath = (segments: string[]): segments is [string, ...string[]] => segments.length > 0;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function shapeForm(
  schema: object,
  uiSchema: object | undefined,
  hidden: readonly string[] = [],
  disabled: readonly string[] = [],
): FormShape {
  if (!hidden.length && !disabled.length) return { schema, uiSchema };
  let nextSchema = schema as Json;
  let nextUi = (uiSchema ?? {}) as Json;
  for (const pointer of hidden) {
    const path = pointerSegments(pointer);
    if (!isPath(path)) continue;
    nextSchema = withoutProperty(nextSchema, path);
    nextUi = withoutOrdered(nextUi, path);
  }
  for (const pointer of disabled) {
    const path = pointerSegments(pointer);
    if (isPath(path)) nextUi = withUiFlag(nextUi, path, 'ui:disabled');
  }
  return { schema: nextSchema, uiSchema: nextUi };
}

function withoutProperty(schema: Json, [head, ...rest]: [string, ...string[]]): Json {
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (!properties || !(head in properties)) return schema;
  if (rest.length) {
    const child = properties[head];
    return isObject(child)
      ? { ...schema, properties: { ...properties, [head]: withoutProperty(child, rest as [string, ...string[]]) } }
      : schema;
  }
  const { [head]: _removed, ...kept } = properties;
  const required = Array.isArray(schema.required) ? schema.required.filter((name) => name !== head) : undefined;
  return { ...schema, properties: kept, ...(required && { required }) };
}

function withoutOrdered(ui: Json, [head, ...rest]: [string, ...string[]]): Json {
  if (rest.length) {
    const child = ui[head];
    return isObject(child) ? { ...ui, [head]: withoutOrdered(child, rest as [string, ...string[]]) } : ui;
  }
  const order = ui['ui:order'];
  return Array.isArray(order) ? { ...ui, 'ui:order': order.filter((name) => name !== head) } : ui;
}

function withUiFlag(ui: Json, [head, ...rest]: [string, ...string[]], flag: string): Json {
  const child = isObject(ui[head]) ? (ui[head] as Json) : {};
  return {
    ...ui,
    [head]: rest.length ? withUiFlag(child, rest as [string, ...string[]], flag) : { ...child, [flag]: true },
  };
}
