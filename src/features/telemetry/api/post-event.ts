import type { HttpClient } from '@/core/http/http-client';
import { JWT_STORAGE_KEY } from '@/core/http/http-client';
import {
  eventPayload,
  identityIdFromJwt,
  queryParamsOf,
  type TelemetryEventInput,
} from '@/core/telemetry/event-payload';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';

/** The page an event happens on, from the address bar as it is now. */
function pageFacts() {
  return {
    domain: window.location.host,
    pagePath: window.location.pathname,
    queryParams: queryParamsOf(window.location.search),
  };
}

/**
 * POST /ft/heloc/event. keepalive lets an event sent as the page goes away (pagehide) outlive
 * the page; it is set for every event, as any one of them may be the last.
 */
export function postEvent(
  http: HttpClient,
  sessionKey: TelemetrySessionKey,
  input: TelemetryEventInput,
): Promise<void> {
  const identityId = identityIdFromJwt(window.localStorage.getItem(JWT_STORAGE_KEY));
  return http<void>('POST', '/ft/heloc/event', {
    body: eventPayload(input, pageFacts(), sessionKey, identityId),
    external: true,
    keepalive: true,
  });
}
