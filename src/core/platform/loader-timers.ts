import { loaderHideDelay, LOADER_LINGER_MS, LOADER_MIN_DISPLAY_MS } from '@/core/application/loader-timing';
import type { Scheduler } from './announcer';

/** The full-screen loader's default duration: its rotating messages spread over it (platform-services section 9). */
export const LOADER_DEFAULT_DURATION_MS = 67_000;
/** The processing-data modal stays at least this long once opened. */
export const PROCESSING_MIN_OPEN_MS = 1000;
/** After this long open, the processing-data modal gives up and shows the timeout message. */
export const PROCESSING_TIMEOUT_MS = 30_000;

/**
 * Which of `count` rotating messages shows `elapsedMs` after the start: each gets an equal share of
 * `durationMs`, and the last one stays once the duration is over.
 */
export function rotatingMessageIndex(elapsedMs: number, count: number, durationMs: number): number {
  if (count <= 1 || elapsedMs <= 0) return 0;
  return Math.min(count - 1, Math.floor(elapsedMs / (durationMs / count)));
}

export interface TimerDeps {
  now: () => number;
  scheduler: Scheduler;
}

/**
 * The full-screen loader's visibility (section 4, 'Loader and processing'): shown as loading
 * starts; once loading ends it stays until it has been visible 1 s, plus 300 ms. Loading that starts
 * again before it hides keeps the same loader up (no flicker).
 */
export function createLoaderTimer(
  { now, scheduler }: TimerDeps,
  onVisible: (visible: boolean) => void,
  minDisplayMs = LOADER_MIN_DISPLAY_MS,
  lingerMs = LOADER_LINGER_MS,
) {
  let shownAt: number | null = null;
  let hiding: unknown = null;
  const cancelHide = () => {
    if (hiding !== null) scheduler.clearTimeout(hiding);
    hiding = null;
  };
  return {
    setLoading(loading: boolean) {
      if (loading) {
        cancelHide();
        if (shownAt === null) {
          shownAt = now();
          onVisible(true);
        }
        return;
      }
      if (shownAt === null || hiding !== null) return;
      hiding = scheduler.setTimeout(
        () => {
          hiding = null;
          shownAt = null;
          onVisible(false);
        },
        loaderHideDelay(shownAt, now(), minDisplayMs, lingerMs),
      );
    },
    /** When it appeared (for the rotating messages), or null while hidden. */
    shownAt: () => shownAt,
    dispose: cancelHide,
  };
}

export type ProcessingState = 'closed' | 'open' | 'timed-out';

/**
 * The processing-data modal's life: open while the work runs, at least 1 s once opened, and after
 * the timeout (30 s by default) it stops waiting and shows the timeout message until the work ends.
 */
export function createProcessingTimer(
  { now, scheduler }: TimerDeps,
  onState: (state: ProcessingState) => void,
  minOpenMs = PROCESSING_MIN_OPEN_MS,
  timeoutMs = PROCESSING_TIMEOUT_MS,
) {
  let openedAt: number | null = null;
  let timeout: unknown = null;
  let closing: unknown = null;
  const clear = (handle: unknown) => {
    if (handle !== null) scheduler.clearTimeout(handle);
  };
  return {
    setWorking(working: boolean) {
      if (working) {
        clear(closing);
        closing = null;
        if (openedAt !== null) return;
        openedAt = now();
        onState('open');
        timeout = scheduler.setTimeout(() => {
          timeout = null;
          onState('timed-out');
        }, timeoutMs);
        return;
      }
      if (openedAt === null || closing !== null) return;
      closing = scheduler.setTimeout(
        () => {
          closing = null;
          clear(timeout);
          timeout = null;
          openedAt = null;
          onState('closed');
        },
        Math.max(minOpenMs - (now() - openedAt), 0),
      );
    },
    openedAt: () => openedAt,
    dispose() {
      clear(timeout);
      clear(closing);
      timeout = closing = null;
    },
  };
}

/** The progress bar's share (0 to 1) of the timeout gone by `elapsedMs` after opening. */
export function processingProgress(elapsedMs: number, timeoutMs = PROCESSING_TIMEOUT_MS): number {
  return Math.min(1, Math.max(0, elapsedMs / timeoutMs));
}
