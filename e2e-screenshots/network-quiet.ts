import type { Page, Request } from '@playwright/test';

export interface NetworkTracker {
  /**
   * Resolves once no request has been in flight for quietMs and the tab has then been idle (an
   * idle callback and a frame) with no request started or ended meanwhile.
   */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  /** Counts the quiet window from now: a request the page makes a moment later still counts. */
  restartQuiet(): void;
  /** Stops listening; a reused tab would otherwise collect listeners. */
  stop(): void;
}

/**
 * Playwright's 'networkidle' waits a fixed 500 ms, which over hundreds of pictures is most of
 * the run; these pages make a handful of same-origin calls, so a shorter quiet window is as
 * safe, with the idle check after it: a response is drawn in the tab's own time (a lazily loaded
 * part is evaluated, then rendered, then may ask for its styles), which on a busy machine is
 * later than any fixed window. Start tracking before navigation, so no request is missed.
 */
export function trackNetwork(page: Page): NetworkTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let changes = 0;
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
    changes++;
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
    changes++;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const noneInFlightFor = async (quietMs: number, deadline: number, timeoutMs: number) => {
    for (;;) {
      const idleFor = Date.now() - lastChange;
      if (inFlight.size === 0 && idleFor >= quietMs) return;
      if (Date.now() > deadline)
        throw new Error(`network still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? quietMs - idleFor : 25));
    }
  };
  return {
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await noneInFlightFor(quietMs, deadline, timeoutMs);
        const seen = changes;
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve), { timeout: 5000 })),
        );
        if (changes === seen && inFlight.size === 0) return;
      }
    },
    restartQuiet() {
      lastChange = Date.now();
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
