import type { EmploymentGate, IncomeMethod, IncomeNote } from '@/generated/types/screen-options';

export type { EmploymentGate, IncomeMethod, IncomeNote };

/** A method or a note of income/review: both carry the same rules (schemas/flows/application-screens.schema.json). */
export type IncomeChoice = Pick<IncomeMethod, 'hiddenWhenFlag' | 'onlyWhenFlag' | 'hiddenFor' | 'onlyFor'>;

/** What the rules read: the flags that are on, and the borrower's primary income source. */
export interface IncomeContext {
  flagsOn: ReadonlySet<string>;
  /** The application's employmentType; undefined when the application does not say. */
  employmentType: string | undefined;
}

/** Every flag the choices' rules name, each once, in order: the flags the screen must ask for. */
export function incomeChoiceFlags(choices: readonly IncomeChoice[]): string[] {
  const keys = choices.flatMap((c) => [c.hiddenWhenFlag, c.onlyWhenFlag, c.hiddenFor?.flag, c.onlyFor?.flag]);
  return [...new Set(keys.filter((k): k is string => k !== undefined))];
}

function holds(gate: EmploymentGate, ctx: IncomeContext): boolean {
  return ctx.flagsOn.has(gate.flag) && (gate.employmentTypes as readonly string[]).includes(ctx.employmentType ?? '');
}

/** True when every rule the choice gives allows it in this context. */
export function isIncomeChoiceShown(choice: IncomeChoice, ctx: IncomeContext): boolean {
  if (choice.hiddenWhenFlag && ctx.flagsOn.has(choice.hiddenWhenFlag)) return false;
  if (choice.onlyWhenFlag && !ctx.flagsOn.has(choice.onlyWhenFlag)) return false;
  if (choice.hiddenFor && holds(choice.hiddenFor, ctx)) return false;
  if (choice.onlyFor && !holds(choice.onlyFor, ctx)) return false;
  return true;
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
