/** A screen-reader announcement is cleared this long after it is made (platform-services section 9). */
export const ANNOUNCEMENT_CLEAR_MS = 300;

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The live region's text: set, then emptied ANNOUNCEMENT_CLEAR_MS later, so the same message
 * said twice is announced twice and nothing stale is read when the region is next visited.
 */
export function createAnnouncer(scheduler: Scheduler, onText: (text: string) => void) {
  let pending: unknown = null;
  return {
    announce(text: string) {
      if (pending !== null) scheduler.clearTimeout(pending);
      onText(text);
      pending = scheduler.setTimeout(() => {
        pending = null;
        onText('');
      }, ANNOUNCEMENT_CLEAR_MS);
    },
    dispose() {
      if (pending !== null) scheduler.clearTimeout(pending);
      pending = null;
    },
  };
}
