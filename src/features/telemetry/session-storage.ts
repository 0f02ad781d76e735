import type { SessionKey } from './api/post-session';

/** Storage keys of the spec (platform-services.md section 9). */
const KEYS = { uuid: 'telemetry_uuid', epoch: 'telemetry_epoch', trackerUuid: 'telemetry_trackerUuid' } as const;

export function readSessionKey(storage: Storage): SessionKey | null {
  const uuid = storage.getItem(KEYS.uuid);
  const epoch = Number(storage.getItem(KEYS.epoch));
  const trackerUuid = storage.getItem(KEYS.trackerUuid);
  return uuid && trackerUuid && Number.isFinite(epoch) ? { uuid, epoch, trackerUuid } : null;
}

export function writeSessionKey(storage: Storage, key: SessionKey): void {
  storage.setItem(KEYS.uuid, key.uuid);
  storage.setItem(KEYS.epoch, String(key.epoch));
  storage.setItem(KEYS.trackerUuid, key.trackerUuid);
}
