import { describe, expect, it } from 'vitest';
import { isChunkLoadError, MAX_CHUNK_RELOADS, resetChunkReloads, shouldReloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('shouldReloadForChunkError', () => {
  it('reloads five times, then gives up until reset', () => {
    const storage = memoryStorage();
    const answers = Array.from({ length: MAX_CHUNK_RELOADS + 2 }, () => shouldReloadForChunkError(storage));
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    resetChunkReloads(storage);
    expect(shouldReloadForChunkError(storage)).toBe(true);
  });

  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
