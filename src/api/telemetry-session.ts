import { RELEASE } from '@/core/env/environment';
import type { HttpClient } from '@/core/http/http-client';
import {
  establishSession,
  readSessionKey,
  TELEMETRY_LIB_VERSION,
  trackerChanged,
  writeSessionKey,
} from '@/core/telemetry/session-key';
import { queryParamsOf } from '@/core/telemetry/event-payload';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';
import type { TelemetrySessionRequest } from '@/generated/types/telemetry-session-request';
import type { TelemetrySessionResponse } from '@/generated/types/telemetry-session-response';

/** The session payload of the spec (section 3): platform, library, page, sizes and the stored key. */
function sessionPayload(previous: TelemetrySessionKey | null): TelemetrySessionRequest {
  return {
    platform: 'WEB',
    libVersion: TELEMETRY_LIB_VERSION,
    appVersion: RELEASE,
    referrer: document.referrer,
    queryParams: queryParamsOf(window.location.search),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    ...(previous ? { sessionKey: previous } : {}),
  };
}

const sessions = new WeakMap<HttpClient, Promise<TelemetrySessionKey>>();

/**
 * The telemetry session of this page load, opened once (POST /ft/heloc/session, three tries)
 * and shared by page views, events and experiment decisions. The key is kept in local storage;
 * a tracker uuid the collector changed reloads the page, as flags and experiment arms were
 * decided for the old one (platform spec, section 4).
 */
export function telemetrySession(http: HttpClient): Promise<TelemetrySessionKey> {
  let session = sessions.get(http);
  if (!session) {
    session = (async () => {
      const storage = window.localStorage;
      const previous = readSessionKey(storage);
      const key = await establishSession(() =>
        http<TelemetrySessionResponse>('POST', '/ft/heloc/session', { body: sessionPayload(previous), external: true }),
      );
      writeSessionKey(storage, key);
      if (trackerChanged(previous, key)) window.location.reload();
      return key;
    })();
    sessions.set(http, session);
  }
  return session;
}
