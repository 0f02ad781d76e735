/**
 * What every prefill source shares, apart from the userData decoder (which loads only for a
 * landing link): the suffix list and merging values into the form data.
 */
/** The registration form's suffix list (flows/registration/steps.json); prefill matches it ignoring case. */
const SUFFIXES = ['N/A', 'Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'];

export function canonicalSuffix(raw: string): string | undefined {
  return SUFFIXES.find((s) => s.toLowerCase() === raw.trim().toLowerCase());
}

/**
 * Writes prefill values into a copy of the form data at their JSON pointers, only where the
 * borrower has not answered yet: their own words win over every prefill source.
 */
export function applyValues<T extends object>(data: T, values: readonly { field: string; value: unknown }[]): T {
  const copy = structuredClone(data) as Record<string, unknown>;
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  for (const { field, value } of values) {
    if (blank(value)) continue;
    const parts = field.split('/').slice(1);
    let target = copy;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = (next && typeof next === 'object' ? next : (target[part] = {})) as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    if (blank(target[last])) target[last] = value;
  }
  return copy as T;
}
