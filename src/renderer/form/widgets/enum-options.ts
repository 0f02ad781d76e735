/**
 * The select and radio widgets' option lookups (RJSF's enumOptions helpers without their deep-equal
 * library: enum values here are strings, numbers and booleans; other JSON compares by its text).
 */
export interface EnumOption {
  label: string;
  value: unknown;
}

const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** The index (as text, as option values are) of the option holding `value`, or undefined. */
export function optionIndexOf(value: unknown, options: readonly EnumOption[]): string | undefined {
  const index = options.findIndex((option) => same(option.value, value));
  return index < 0 ? undefined : String(index);
}

/** The value of the option at `index` (option text), or `emptyValue` for the placeholder or a bad index. */
export function optionValueAt(index: string, options: readonly EnumOption[], emptyValue: unknown): unknown {
  const option = index === '' ? undefined : options[Number(index)];
  return option ? option.value : emptyValue;
}

/** Options of an enum, labelled by ui:enumNames (a list by position, or a map by value) or the value itself. */
export function enumOptionsOf(values: readonly unknown[], enumNames: unknown): EnumOption[] {
  return values.map((value, index) => {
    const name = Array.isArray(enumNames)
      ? enumNames[index]
      : enumNames && typeof enumNames === 'object'
        ? (enumNames as Record<string, unknown>)[String(value)]
        : undefined;
    return { label: typeof name === 'string' && name ? name : String(value), value };
  });
}
