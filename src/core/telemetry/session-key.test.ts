import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/core/http/http-error';
import {
  establishSession,
  readSessionKey,
  readTrackerId,
  SESSION_FAILED_MESSAGE,
  trackerChanged,
  writeSessionKey,
} from './session-key';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const KEY = { uuid: 's-1', epoch: 1_700_000_000_000, trackerUuid: 't-1' };

describe('session key storage', () => {
  it('keeps the key under the spec storage keys and reads it back, epoch as a number', () => {
    const storage = memoryStorage();
    expect(readSessionKey(storage)).toBeNull();
    expect(readTrackerId(storage)).toBeNull();
    writeSessionKey(storage, KEY);
    expect(Object.fromEntries(storage.map)).toEqual({
      telemetry_uuid: 's-1',
      telemetry_epoch: '1700000000000',
      telemetry_trackerUuid: 't-1',
    });
    expect(readSessionKey(storage)).toEqual(KEY);
    expect(readTrackerId(storage)).toBe('t-1');
  });

  it.each([
    ['telemetry_epoch', 'soon'],
    ['telemetry_epoch', ''],
    ['telemetry_uuid', ''],
    ['telemetry_trackerUuid', ''],
  ])('a damaged key (%s=%j) is no key', (name, value) => {
    const storage = memoryStorage();
    writeSessionKey(storage, KEY);
    storage.setItem(name, value);
    expect(readSessionKey(storage)).toBeNull();
  });
});

describe('trackerChanged', () => {
  it('a first tracker is no change; another tracker uuid is', () => {
    expect(trackerChanged(null, KEY)).toBe(false);
    expect(trackerChanged(KEY, { ...KEY, uuid: 's-2', epoch: 2 })).toBe(false);
    expect(trackerChanged(KEY, { ...KEY, trackerUuid: 't-2' })).toBe(true);
  });
});

describe('establishSession', () => {
  it('answers the first session a try gets', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ sessionKey: KEY });
    await expect(establishSession(post)).resolves.toEqual(KEY);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 tries with a 500 "session establishment failed after retries"', async () => {
    const post = vi.fn().mockRejectedValue(new HttpError(503, 'Service Unavailable', null));
    const error = await establishSession(post).catch((e: unknown) => e);
    expect(post).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: SESSION_FAILED_MESSAGE });
    expect(SESSION_FAILED_MESSAGE).toBe('session establishment failed after retries');
  });
});
