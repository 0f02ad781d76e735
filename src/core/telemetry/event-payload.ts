import type { TelemetryEventRequest } from '@/generated/types/telemetry-event-request';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';

/** What a caller says about one event; the rest of the payload comes from the page and session. */
export type EventProperties = NonNullable<TelemetryEventRequest['eventProperties']>;

export interface TelemetryEventInput {
  event: string;
  eventProperties?: EventProperties;
  applicationUuid?: string | null;
  /** APP for events of the application itself (a status routing), WEB (default) for page events. */
  eventType?: 'WEB' | 'APP';
  /** Ask the collector to keep repeats (a page view counts every time). */
  dontDedupe?: boolean;
  /** The eventProperties entry that makes the event unique for de-duplication. */
  dedupeProperty?: string;
  /** The page the event happened on, when not the one in the address bar as it is sent. */
  pagePath?: string;
  queryParams?: Record<string, string | string[]>;
}

export interface PageFacts {
  domain: string;
  pagePath: string;
  queryParams: Record<string, string | string[]>;
}

/** Query parameters as the payloads carry them: repeated names become arrays. */
export function queryParamsOf(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

/** The event payload of the spec (section 3): page facts, session key, identity and product. */
export function eventPayload(
  input: TelemetryEventInput,
  page: PageFacts,
  sessionKey: TelemetrySessionKey,
  identityId: string | null,
): TelemetryEventRequest {
  return {
    domain: page.domain,
    pagePath: input.pagePath ?? page.pagePath,
    queryParams: input.queryParams ?? page.queryParams,
    event: input.event,
    sessionKey,
    identityId,
    applicationUuid: input.applicationUuid ?? null,
    eventType: input.eventType ?? 'WEB',
    productType: 'HELOC',
    eventProperties: input.eventProperties ?? {},
    dontDedupe: input.dontDedupe ?? false,
    ...(input.dedupeProperty ? { dedupeProperty: input.dedupeProperty } : {}),
  };
}

/**
 * The collector's de-duplication key: one event of a name per session, page and application,
 * told apart further by the value of its dedupeProperty. Null when the event asks to be kept
 * (dontDedupe).
 */
export function dedupeKey(payload: TelemetryEventRequest): string | null {
  if (payload.dontDedupe) return null;
  const property = payload.dedupeProperty;
  const value = property === undefined ? null : (payload.eventProperties?.[property] ?? null);
  return JSON.stringify([
    payload.sessionKey.uuid,
    payload.event,
    payload.pagePath ?? null,
    payload.applicationUuid ?? null,
    property ?? null,
    value,
  ]);
}

/** The signed-in identity's uuid from the jwt's subject, or null (anonymous, or not a jwt). */
export function identityIdFromJwt(jwt: string | null): string | null {
  const part = jwt?.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
