import { defineConfig, devices } from '@playwright/test';

import { PORT } from './e2e/test-support/port';
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath } from './scripts/screenshots/capture-settings';

/**
 * One production build and one sandbox serve every browser test. Specs that change sandbox
 * state shared by all pages (flags) run in the "stateful" project, after the others.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // 10 s, not 5, for what follows a click: two workers, the sandbox and Chromium share 2 cores, and
  // a page busy drawing (pdf.js, axe) answers a click seconds late. A step that never comes still fails.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled' } },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one (a DOM snapshot and a screenshot per action) made the
    // action-heavy specs up to 1.75 times slower (control-contrast 86 against 49 s a group,
    // status-rows 254 against 177 s), and CI keeps no files. To debug a failure: `npx playwright test <spec> --trace on`.
    trace: 'off',
    // Debian's Chromium, its flags and only the DejaVu fonts the visual baselines were drawn with
    // (scripts/screenshots/capture-settings.ts and fonts.conf), as the screenshots job uses.
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, env: chromiumEnv() },
  },
  projects: [
    { name: 'shared', use: { ...devices['Desktop Chrome'] }, testIgnore: /stateful\/.*/ },
    // One worker: two stateful files side by side would see each other's flags.
    {
      name: 'stateful',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /stateful\/.*\.spec\.ts/,
      dependencies: ['shared'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT} --fresh`,
    url: `http://localhost:${PORT}/__sandbox/faults`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
