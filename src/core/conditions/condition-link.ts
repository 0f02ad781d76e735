import locations from '@schemas/api/condition-location.schema.json';
import type { Condition } from '@/generated/types/condition';
import type { ConditionLocation } from '@/generated/types/condition-location';
import { SIGNER_APPLICATION_PARAM } from '@/core/signer/signer-routes';

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
export function conditionLink(
  condition: Pick<Condition, 'uuid' | 'type' | 'categoryEnum' | 'location'>,
): string | null {
  if (!isConditionLocation(condition.location)) return null;
  const query = new URLSearchParams({
    conditionUuid: condition.uuid,
    conditionType: condition.type,
    conditionEnum: condition.categoryEnum,
  });
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

/** Query parameters a screen link carries over from the page it is on: the listed signer's application (core/signer). */
const CARRIED_PARAMS = [SIGNER_APPLICATION_PARAM] as const;

/**
 * The href of a screen relative to the current one's base (see screenBase): `target` is a screen
 * path with its own query and hash ('conditions/upload-document?conditionUuid=...',
 * 'conditions#condition-<uuid>'). A borrower listed as a signer on another application keeps its
 * `?application=` on every signer page, so the link carries it over.
 */
export function screenHref(current: { pathname: string; search: string }, screenPath: string, target: string): string {
  const hashAt = target.indexOf('#');
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  const here = new URLSearchParams(current.search);
  for (const name of CARRIED_PARAMS) {
    const value = here.get(name);
    if (value !== null && !params.has(name)) params.set(name, value);
  }
  const query = params.toString();
  return `${screenBase(current.pathname, screenPath)}/${path}${query ? `?${query}` : ''}${hash}`;
}
