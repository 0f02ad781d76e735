import type { FieldError } from '@/core/form';

/** What a step's fields show now, from the two moments errors are found. */
export interface StepErrors {
  /** The step's state as the borrower answers: its warnings and live errors show at once. */
  live: readonly FieldError[];
  /** What the last Continue found: its errors show until the next one. */
  atContinue: readonly FieldError[];
  /** Fields where a rule asks a question answered with a yes: a prompt, never an error at the field. */
  confirmations: readonly string[];
  /** An answer the lender's contract refused after the step took it. */
  refused?: FieldError | null;
}

/**
 * The errors a step shows at its fields: warnings and live errors first, then what Continue found
 * (one error a field, the live one winning), then a refused answer where nothing else is said.
 */
export function shownErrors({ live, atContinue, confirmations, refused }: StepErrors): FieldError[] {
  const immediate = live.filter((e) => e.severity === 'warning' || e.live);
  const taken = new Set(immediate.map((e) => `${e.severity}\0${e.pointer}`));
  const blocking = atContinue.filter(
    (e) => e.severity === 'error' && !confirmations.includes(e.pointer) && !taken.has(`error\0${e.pointer}`),
  );
  const refusal =
    refused && !taken.has(`error\0${refused.pointer}`) && !blocking.some((e) => e.pointer === refused.pointer)
      ? [refused]
      : [];
  return [...immediate, ...blocking, ...refusal];
}
