/**
 * A page chunk that fails to load (usually a deploy replaced it) is retried by reloading the
 * page, at most MAX_CHUNK_RELOADS times per tab; the count lives in session storage so it
 * survives the reloads. Storage is passed in so this stays pure.
 */
export const MAX_CHUNK_RELOADS = 5;
export const CHUNK_RELOAD_KEY = 'chunk-reload-count';

export interface CountStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function shouldReloadForChunkError(storage: CountStorage): boolean {
  const count = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? '0') || 0;
  if (count >= MAX_CHUNK_RELOADS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(count + 1));
  return true;
}

/** Called once a page loaded, so a later failure gets its own five tries. */
export function resetChunkReloads(storage: CountStorage): void {
  storage.removeItem(CHUNK_RELOAD_KEY);
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
