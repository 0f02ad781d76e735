import { test as base } from '@playwright/test';
import type { AppServer } from '../scripts/screenshots/app-server';
import { createShooter } from '../scripts/screenshots/capture';
import { CONTEXT_OPTIONS, FIXED_TIME, VIEWPORTS, type ViewportName } from '../scripts/screenshots/capture-settings';
import { createBorrowerMaker } from '../scripts/screenshots/gallery-borrower';
import { BASE_PORT, ROOT } from './run-options';

type Shooter = ReturnType<typeof createShooter>;

interface WorkerFixtures {
  /** The server being started: set up before the browser, so the two start side by side. */
  serverStarting: Promise<AppServer>;
  /** This worker's production server and in-memory sandbox: a flag or fault set for one picture never shows in the other worker's. */
  server: AppServer;
  /** One tab per width for the worker's life, clock frozen before any page loads: the app is fetched and compiled once, not per picture. */
  shooter: (viewport: ViewportName) => Promise<Shooter>;
  /** The gallery borrowers, made once per brand and page in this worker's sandbox. */
  borrowers: ReturnType<typeof createBorrowerMaker>;
}

export const test = base.extend<object, WorkerFixtures>({
  serverStarting: [
    async ({}, use, workerInfo) => {
      const dist = process.env.SCREENSHOT_DIST_COPY;
      if (!dist) throw new Error('SCREENSHOT_DIST_COPY is not set: run with -c playwright.screenshots.config.ts');
      // Imported here, not at the top: listing the tests (the main process, every --list) needs no sandbox.
      const starting = import('../scripts/screenshots/app-server').then(async ({ startAppServer }) => {
        const server = await startAppServer({
          rootDir: ROOT,
          dist,
          now: FIXED_TIME,
          port: BASE_PORT + workerInfo.parallelIndex,
        });
        // Banners are posted content that changes any day: only a page whose setup publishes some shows one.
        await server.control('PUT', '/__sandbox/banners', []);
        return server;
      });
      // A failure surfaces where `server` awaits it; until then it must not count as unhandled.
      starting.catch(() => undefined);
      await use(starting);
      await starting.then((server) => server.close()).catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverStarting, browser }, use) => {
      // `browser` only orders the setup: Chromium launches while the sandbox starts.
      void browser;
      await use(await serverStarting);
    },
    { scope: 'worker' },
  ],
  shooter: [
    // Fixtures are set up in the order named: `server` first, so the sandbox starts before Chromium launches.
    async ({ server, browser }, use) => {
      const shooters = new Map<ViewportName, Promise<Shooter>>();
      const open = async (viewport: ViewportName) => {
        // Files uncompressed: on loopback, brotli (quality 9, once per file and server) is only CPU spent in this
        // worker's event loop, about 1.6 s for the build's 1.8 MB of scripts and styles on a busy machine.
        const headers = { 'accept-encoding': 'identity' };
        const context = await browser.newContext({
          ...CONTEXT_OPTIONS,
          ...VIEWPORTS[viewport],
          extraHTTPHeaders: headers,
        });
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
