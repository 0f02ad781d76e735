import locations from '@schemas/api/condition-location.schema.json';
import type { Condition } from '@/generated/types/condition';
import type { ConditionLocation } from '@/generated/types/condition-location';

/** The query parameters a condition link carries (platform-services, Routes). */
export interface ConditionLinkParams {
  conditionUuid: string;
  conditionType: string;
  conditionEnum: string;
}

const LOCATIONS: ReadonlySet<string> = new Set(locations.enum);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WORD = /^[A-Z][A-Z0-9_]{0,63}$/;

export const isConditionLocation = (location: string): location is ConditionLocation => LOCATIONS.has(location);

/**
 * The screen path a condition's button leads to, relative to the conditions base (the
 * application's or the signer's): 'conditions/upload-document?conditionUuid=...&conditionType=...&conditionEnum=...'.
 * Null for a location no screen has: a server value never becomes an arbitrary link.
 */
export function conditionLink(condition: Pick<Condition, 'uuid' | 'type' | 'categoryEnum' | 'location'>): string | null {
  if (!isConditionLocation(condition.location)) return null;
  const query = new URLSearchParams({ conditionUuid: condition.uuid, conditionType: condition.type, conditionEnum: condition.categoryEnum });
  return `conditions/${condition.location}?${query.toString()}`;
}

/** The link's parameters from a query string, or null when one is missing or malformed. */
export function readConditionLink(search: string): ConditionLinkParams | null {
  const query = new URLSearchParams(search);
  const conditionUuid = query.get('conditionUuid') ?? '';
  const conditionType = query.get('conditionType') ?? '';
  const conditionEnum = query.get('conditionEnum') ?? '';
  if (!UUID.test(conditionUuid) || !WORD.test(conditionType) || !WORD.test(conditionEnum)) return null;
  return { conditionUuid, conditionType, conditionEnum };
}

/**
 * The base a screen's relative links hang from: the pathname with the screen path's segments
 * taken off ('/account/heloc/u/conditions', 'conditions' -> '/account/heloc/u'). The same widget
 * then links right under the borrower's application and under the additional signer's base.
 */
export function screenBase(pathname: string, screenPath: string): string {
  const drop = screenPath.split('/').filter(Boolean).length;
  const parts = pathname.replace(/\/+$/, '').split('/');
  return parts.slice(0, Math.max(1, parts.length - drop)).join('/');
}
