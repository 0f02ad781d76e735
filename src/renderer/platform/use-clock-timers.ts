import type { Scheduler } from '@/core/platform/announcer';

/** The browser's timers and clock for the core's timing logic (a controlled clock in tests moves them). */
export const browserTimers = {
  now: () => Date.now(),
  scheduler: {
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  } satisfies Scheduler,
};
