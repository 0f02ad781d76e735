import { test as base } from '@playwright/test';
import type { AppServer } from '../scripts/screenshots/app-server';
import { createShooter } from './capture';
import { CONTEXT_OPTIONS, FIXED_TIME, VIEWPORTS, type ViewportName } from '../scripts/screenshots/capture-settings';
import { createBorrowerMaker } from './gallery-borrower';
import { serverAt } from './servers';

type Shooter = ReturnType<typeof createShooter>;

interface WorkerFixtures {
  /** This worker's production server and in-memory sandbox (started by global-setup.ts): a flag or fault set for one picture never shows in the other worker's. */
  server: AppServer;
  /** One tab per width for the worker's life, clock frozen before any page loads: the app is fetched and compiled once, not per picture. */
  shooter: (viewport: ViewportName) => Promise<Shooter>;
  /** The gallery borrowers, made once per brand and page in this worker's sandbox. */
  borrowers: ReturnType<typeof createBorrowerMaker>;
}

export const test = base.extend<object, WorkerFixtures>({
  server: [
    async ({ playwright }, use, workerInfo) => {
      const origins = process.env.SCREENSHOT_ORIGINS?.split(' ');
      if (!origins) throw new Error('SCREENSHOT_ORIGINS is not set: run with -c playwright.screenshots.config.ts');
      const request = await playwright.request.newContext();
      const server = serverAt(origins[workerInfo.parallelIndex]!, request);
      // A worker that replaces a failed one finds the borrowers its predecessor registered: start afresh.
      if (workerInfo.workerIndex !== workerInfo.parallelIndex) await server.control('POST', '/__sandbox/reset');
      // Banners are posted content that changes any day: only a page whose setup publishes some shows one.
      await server.control('PUT', '/__sandbox/banners', []);
      await use(server);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  shooter: [
    async ({ browser, server }, use) => {
      const shooters = new Map<ViewportName, Promise<Shooter>>();
      const open = async (viewport: ViewportName) => {
        // The tabs do not ask for identity encoding (extraHTTPHeaders): with accept-encoding set so,
        // Chromium parsed every script again on every load (no code cache), about 0.2 s of CPU a
        // page (another extra header, x-probe, did not). The servers send files plain instead.
        const context = await browser.newContext({ ...CONTEXT_OPTIONS, ...VIEWPORTS[viewport] });
        await context.clock.setFixedTime(FIXED_TIME);
        return createShooter(context, server);
      };
      await use((viewport) => {
        if (!shooters.has(viewport)) shooters.set(viewport, open(viewport));
        return shooters.get(viewport)!;
      });
    },
    { scope: 'worker' },
  ],
  borrowers: [async ({ server }, use) => use(createBorrowerMaker(server)), { scope: 'worker' }],
});
