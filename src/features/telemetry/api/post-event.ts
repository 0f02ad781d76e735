import type { HttpClient } from '@/core/http/http-client';
import type { SessionKey } from './post-session';

export interface TelemetryEvent {
  event: string;
  pagePath: string;
  queryParams: Record<string, string>;
  eventProperties?: Record<string, unknown>;
  applicationUuid?: string;
}

export function postEvent(http: HttpClient, sessionKey: SessionKey, event: TelemetryEvent): Promise<void> {
  return http<void>('POST', '/ft/heloc/event', {
    body: { domain: globalThis.location?.hostname ?? '', eventType: 'WEB', productType: 'HELOC', sessionKey, ...event },
    external: true,
    keepalive: true,
  });
}
