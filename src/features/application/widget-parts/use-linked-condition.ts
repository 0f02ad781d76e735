import { useLocation } from 'react-router';
import type { KnownCondition } from '@/core/conditions/condition-categories';
import { outstandingConditions } from '@/core/conditions/condition-categories';
import { readConditionLink } from '@/core/conditions/condition-link';
import { useConditions } from '../api/get-conditions';

export type LinkedCondition =
  | { state: 'badLink' | 'loading' | 'loadFailed' | 'notFound' | 'wrongKind' }
  | { state: 'ready'; condition: KnownCondition };

/**
 * The outstanding condition a condition link names (conditionUuid, conditionType, conditionEnum
 * in the query), checked against the conditions list and the kind of answer the screen takes.
 */
export function useLinkedCondition(
  uuid: string,
  kind: KnownCondition['type'],
): { linked: LinkedCondition; retry: () => void } {
  const { search } = useLocation();
  const link = readConditionLink(search);
  const conditions = useConditions(uuid);
  const retry = () => void conditions.refetch();
  if (!link) return { linked: { state: 'badLink' }, retry };
  if (conditions.isPending) return { linked: { state: 'loading' }, retry };
  if (conditions.isError) return { linked: { state: 'loadFailed' }, retry };
  const condition = outstandingConditions(conditions.data).find((c) => c.uuid === link.conditionUuid);
  if (!condition) return { linked: { state: 'notFound' }, retry };
  if (condition.type !== kind) return { linked: { state: 'wrongKind' }, retry };
  return { linked: { state: 'ready', condition }, retry };
}
