import type { FieldError } from '@/core/form';

/**
 * The errors a registration step shows at its fields: warnings and live errors as the borrower
 * answers (`live`, the step's state now), then the errors the last Continue found (`atContinue`)
 * where no live error is shown at the same field, then an answer the lender's contract refused
 * after the step took it (`refused`) where nothing else is said. `confirmations` are fields where
 * a rule asks a question answered with a yes: a prompt above the form, never an error at the field.
 */
export function shownErrors(
  live: readonly FieldError[],
  atContinue: readonly FieldError[],
  confirmations: readonly string[],
  refused?: FieldError | null,
): FieldError[] {
  const immediate = live.filter((e) => e.severity === 'warning' || e.live);
  const taken = new Set(immediate.map((e) => `${e.severity}\0${e.pointer}`));
  const blocking = atContinue.filter(
    (e) => e.severity === 'error' && !confirmations.includes(e.pointer) && !taken.has(`error\0${e.pointer}`),
  );
  return [
    ...immediate,
    ...blocking,
    ...(refused && !taken.has(`error\0${refused.pointer}`) && !blocking.some((e) => e.pointer === refused.pointer)
      ? [refused]
      : []),
  ];
}
