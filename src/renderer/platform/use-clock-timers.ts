import type { Scheduler } from '@/core/platform/announcer';

/**
 * The browser's timers and clock for the core's timing logic (a controlled clock in tests moves
 * them). `now` measures durations, so it is the monotonic clock: the wall clock can jump (a
 * changed system time), and a frozen one (the screenshots' fixed date) would hold a loader up
 * for its whole minimum after loading ends, however long loading took.
 */
export const browserTimers = {
  now: () => performance.now(),
  scheduler: {
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  } satisfies Scheduler,
};
