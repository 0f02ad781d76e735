import type { Condition } from '@/generated/types/condition';

/** What the sandbox keeps: the condition, and how it was answered (never answered back). */
export interface ConditionRecord extends Condition {
  answer?: { at: string; documentUuids?: string[]; phoneLast4?: string };
}

/** The condition as the conditions call answers it. */
export function conditionView({ answer: _answer, ...condition }: ConditionRecord): Condition {
  return condition;
}

/** How many documents a condition asks for (xtraData.numDocsRequired, 1 when absent). */
export const documentsRequired = (c: Condition): number => c.xtraData.numDocsRequired ?? 1;

export const isOutstanding = (c: Condition): boolean => c.actionNeeded;
