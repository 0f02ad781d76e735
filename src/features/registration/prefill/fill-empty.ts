import type { RegistrationData } from '@/core/registration';

type Value = string | number | boolean;

/** Writes prefill values only where the borrower has not answered yet: their own words win. */
export function fillEmpty(data: RegistrationData, values: readonly { field: string; value: Value | undefined | null }[]): RegistrationData {
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const { field, value } of values) {
    if (value === undefined || value === null || value === '') continue;
    const parts = field.split('/').slice(1);
    let target = copy;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = (next && typeof next === 'object' ? next : (target[part] = {})) as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    if (target[last] === undefined || target[last] === null || target[last] === '') target[last] = value;
  }
  return copy as RegistrationData;
}
