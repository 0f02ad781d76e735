import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

/** The age-restricted interest-only line (borrower-journey.md section 5): for homeowners 62 and over. */
export const AGE_RESTRICTED_PRODUCT = 'heloc-62-interest-only';
export const AGE_RESTRICTED_MIN_AGE = 62;
/** States whose age of majority is above 18. */
const MIN_AGE_BY_STATE: Readonly<Record<string, number>> = { AL: 19 };
const ADULT = 18;

export type DobProblem = { kind: 'invalid' } | { kind: 'tooYoung'; minAge: number; ageRestricted: boolean };

/**
 * What is wrong with a yyyy-MM-dd date of birth: not a real date from 1900 on, or too young. The
 * age-restricted product asks 62; otherwise the strictest of the given states' ages applies
 * (18, 19 in Alabama), as the web app's minimum-age rule reads the property and home states.
 */
export function dobProblem(
  dob: string,
  states: readonly string[],
  now: Date,
  product: HelocCreateRequest['product'] = 'heloc',
): DobProblem | null {
  const [year = 0, month = 0, day = 0] = dob.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900) return { kind: 'invalid' };
  const ageRestricted = product === AGE_RESTRICTED_PRODUCT;
  const minAge = ageRestricted
    ? AGE_RESTRICTED_MIN_AGE
    : Math.max(ADULT, ...states.map((s) => MIN_AGE_BY_STATE[s] ?? ADULT));
  const latest = new Date(Date.UTC(now.getUTCFullYear() - minAge, now.getUTCMonth(), now.getUTCDate()));
  return date > latest ? { kind: 'tooYoung', minAge, ageRestricted } : null;
}
