import { HttpError } from '@/core/http/http-error';
import { catalogue } from '@/core/platform/platform-copy';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';

/** The storage a telemetry rule reads and writes (window.localStorage in the browser, a map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage keys of the spec (platform-services.md section 9). */
export const SESSION_STORAGE_KEYS = {
  uuid: 'telemetry_uuid',
  epoch: 'telemetry_epoch',
  trackerUuid: 'telemetry_trackerUuid',
} as const;

/** The telemetry library version the session payload names (section 9). */
export const TELEMETRY_LIB_VERSION = '2.2.24';
/** Tries of the session call before it gives up (section 9). */
export const SESSION_TRIES = 3;
/** The error after the last try (section 8: status 500). */
export const SESSION_FAILED_MESSAGE = catalogue.telemetrySessionFailed;

export function readSessionKey(storage: KeyValueStorage): TelemetrySessionKey | null {
  const uuid = storage.getItem(SESSION_STORAGE_KEYS.uuid);
  const epochText = storage.getItem(SESSION_STORAGE_KEYS.epoch);
  const epoch = Number(epochText);
  const trackerUuid = storage.getItem(SESSION_STORAGE_KEYS.trackerUuid);
  if (!uuid || !trackerUuid || !epochText || !Number.isInteger(epoch) || epoch < 0) return null;
  return { uuid, epoch, trackerUuid };
}

export function writeSessionKey(storage: KeyValueStorage, key: TelemetrySessionKey): void {
  storage.setItem(SESSION_STORAGE_KEYS.uuid, key.uuid);
  storage.setItem(SESSION_STORAGE_KEYS.epoch, String(key.epoch));
  storage.setItem(SESSION_STORAGE_KEYS.trackerUuid, key.trackerUuid);
}

/** The tracker id the browser keeps (telemetry_trackerUuid), or null before the first session. */
export function readTrackerId(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(SESSION_STORAGE_KEYS.trackerUuid) || null;
}

/**
 * A changed tracker uuid makes the page reload (section 4, session and reload rules): flags and
 * experiment variations were decided for the old tracker. A first tracker is no change.
 */
export function trackerChanged(previous: TelemetrySessionKey | null, next: TelemetrySessionKey): boolean {
  return previous !== null && previous.trackerUuid !== next.trackerUuid;
}

/**
 * Opens a session: up to three tries of `post`, then a 500 HttpError whose message is the
 * spec's. Any failure of a try (network, 5xx, a bad answer) counts as a failed try.
 */
export async function establishSession(
  post: () => Promise<{ sessionKey: TelemetrySessionKey }>,
  tries = SESSION_TRIES,
): Promise<TelemetrySessionKey> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return (await post()).sessionKey;
    } catch {
      // A collector under load drops sessions; the next try usually gets through.
    }
  }
  throw new HttpError(500, 'Internal Server Error', { message: SESSION_FAILED_MESSAGE });
}
