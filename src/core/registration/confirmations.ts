import { pointerSegments, toPointer, valueAt } from '@/core/json-pointer';
import type { RegistrationData } from './context';
import type { StepDefinition } from './flow';

type Confirmation = NonNullable<StepDefinition['confirmations']>[number];

/**
 * A step's confirmations (flows/registration/steps.json): a rule reports its question at
 * `field`, the borrower's yes is stored there as true, and it holds only for the value at `of`.
 */
export function confirmationFields(step: Pick<StepDefinition, 'confirmations'>): string[] {
  return (step.confirmations ?? []).map((c) => c.field);
}

/** The answers with a yes stored at `field`. */
export function confirm(data: RegistrationData, field: string): RegistrationData {
  return withValueAt(data, field, true);
}

/** `next` with every yes set back to false whose confirmed value (`of`) differs from `before`. */
export function resetConfirmations(
  step: Pick<StepDefinition, 'confirmations'>,
  before: RegistrationData,
  next: RegistrationData,
): RegistrationData {
  return (step.confirmations ?? []).reduce((data: RegistrationData, c: Confirmation) => {
    const changed = valueAt(next, c.of) !== valueAt(before, c.of);
    return changed && valueAt(before, c.field) ? withValueAt(data, c.field, false) : data;
  }, next);
}

function withValueAt(data: RegistrationData, pointer: string, value: unknown): RegistrationData {
  const [head, ...rest] = pointerSegments(pointer);
  if (head === undefined) return data;
  const record = data as Record<string, unknown>;
  const inner = record[head];
  const child =
    rest.length === 0
      ? value
      : withValueAt(
          (typeof inner === 'object' && inner !== null ? inner : {}) as RegistrationData,
          toPointer(rest),
          value,
        );
  return { ...record, [head]: child } as RegistrationData;
}
