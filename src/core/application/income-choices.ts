import type { IncomeMethod, IncomeNote } from '@/generated/types/screen-options';
import { conditionFlags, screenConditionHolds, type ScreenFacts } from './screen-conditions';

export type { IncomeMethod, IncomeNote };

/** A method or a note of income/review: both carry a `shownWhen` condition (./screen-conditions.ts). */
export type IncomeChoice = Pick<IncomeMethod, 'shownWhen'>;

/** What the conditions read: the flags that are on, and the borrower's primary income source. */
export type IncomeContext = ScreenFacts;

/** Every flag the choices' conditions name, each once, in order: the flags the screen must ask for. */
export function incomeChoiceFlags(choices: readonly IncomeChoice[]): string[] {
  return conditionFlags(choices.map((c) => c.shownWhen));
}

/** True when the choice has no `shownWhen`, or it holds in this context. */
export function isIncomeChoiceShown(choice: IncomeChoice, ctx: IncomeContext): boolean {
  return screenConditionHolds(choice.shownWhen, ctx);
}

/** The methods (or notes) shown in this context, in their order. */
export function shownIncomeChoices<T extends IncomeChoice>(choices: readonly T[], ctx: IncomeContext): T[] {
  return choices.filter((c) => isIncomeChoiceShown(c, ctx));
}

/**
 * Why an income task's method is refused, or undefined when the income step offers it: a
 * method that is listed and not shown in this context. A method the list does not name (one
 * reached another way) is left to the task's own checks.
 */
export function refusedIncomeMethod(
  methods: readonly IncomeMethod[],
  id: string,
  ctx: IncomeContext,
): { offered: string[] } | undefined {
  const listed = methods.find((m) => m.id === id);
  if (!listed || isIncomeChoiceShown(listed, ctx)) return undefined;
  return { offered: shownIncomeChoices(methods, ctx).map((m) => m.id) };
}
