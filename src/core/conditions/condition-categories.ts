import schema from '@schemas/api/condition-category.schema.json';
import type { Condition } from '@/generated/types/condition';
import type { ConditionCategory } from '@/generated/types/condition-category';

/** The 12 request cards (schemas/api/condition-category.schema.json; the member names are ours). */
export const CONDITION_CATEGORIES = schema.enum as readonly ConditionCategory[];

const KNOWN: ReadonlySet<string> = new Set(CONDITION_CATEGORIES);

export const isKnownCategory = (category: string): category is ConditionCategory => KNOWN.has(category);

/** A condition whose category has a card. */
export type KnownCondition = Condition & { categoryEnum: ConditionCategory };

/**
 * What the conditions call answers, as the web app shows it (platform-services, Conditions): only
 * known categories, sorted by created ascending (ties keep the server's order).
 */
export function knownConditions(list: readonly Condition[]): KnownCondition[] {
  return list
    .filter((c): c is KnownCondition => isKnownCategory(c.categoryEnum))
    .map((c, i) => ({ c, i, at: Date.parse(c.created) }))
    .sort((a, b) => (a.at === b.at || Number.isNaN(a.at - b.at) ? a.i - b.i : a.at - b.at))
    .map(({ c }) => c);
}

/** The known conditions the borrower still has to answer (actionNeeded), oldest first. */
export function outstandingConditions(list: readonly Condition[]): KnownCondition[] {
  return knownConditions(list).filter((c) => c.actionNeeded);
}
