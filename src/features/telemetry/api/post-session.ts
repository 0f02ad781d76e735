import type { HttpClient } from '@/core/http/http-client';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';
import { HttpError } from '@/core/http/http-error';

export type SessionKey = TelemetrySessionKey;

export const TELEMETRY_LIB_VERSION = '2.2.24';
const TRIES = 3;

/** Establishes a telemetry session, trying up to three times (platform-services.md section 7). */
export async function postSession(http: HttpClient, payload: Record<string, unknown>): Promise<SessionKey> {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    try {
      const response = await http<{ sessionKey: SessionKey }>('POST', '/ft/heloc/session', {
        body: payload,
        external: true,
      });
      return response.sessionKey;
    } catch {
      // Telemetry endpoints drop sessions under load; the next attempt usually succeeds.
    }
  }
  throw new HttpError(500, 'Internal Server Error', { message: 'session establishment failed after retries' });
}
