import type { Page, Request } from '@playwright/test';

const isAsset = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType());

/**
 * Where a first-load byte count stops: once the page has started no script or style sheet for
 * `quietMs` and has none in flight. The network-idle event (500 ms without connections) fired
 * before a late after-paint chunk on a loaded machine, so the same build measured different
 * bytes from run to run; a chunk the page asks for after first paint counts in every run.
 * Call before navigating; `quiet` resolves at the latest after `limitMs`.
 */
export function watchAssets(page: Page): { quiet(quietMs?: number, limitMs?: number): Promise<void> } {
  let started = 0;
  let ended = 0;
  page.on('request', (request) => void (isAsset(request) && started++));
  const end = (request: Request) => void (isAsset(request) && ended++);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet(quietMs = 2_000, limitMs = 30_000) {
      await page.waitForLoadState('networkidle');
      const deadline = Date.now() + limitMs;
      while (Date.now() < deadline) {
        const seen = started;
        await page.waitForTimeout(quietMs);
        if (started === seen && ended === started) return;
      }
    },
  };
}
