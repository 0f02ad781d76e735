/**
 * The loader's timing (platform-services.md section 4, 'Loader and processing'): once shown it
 * stays at least 1 s, so it never flickers, and hides 300 ms after loading ends.
 */
export const LOADER_MIN_DISPLAY_MS = 1000;
export const LOADER_LINGER_MS = 300;

/** How long to keep the loader after loading ended at `endedAt`, when it appeared at `shownAt`. */
export function loaderHideDelay(
  shownAt: number,
  endedAt: number,
  minDisplayMs = LOADER_MIN_DISPLAY_MS,
  lingerMs = LOADER_LINGER_MS,
): number {
  return Math.max(minDisplayMs - (endedAt - shownAt), 0) + lingerMs;
}
