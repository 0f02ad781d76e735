import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, chromiumPath } from './scripts/screenshots/capture-settings';

/**
 * `npm run screenshots`: every brand's page set (scripts/screenshots/page-set.json) at a phone and
 * a desktop width from the production build, one test per picture (e2e-screenshots/), with the
 * gallery written by e2e-screenshots/gallery-reporter.ts. Brands, output folder and port come
 * from the environment (e2e-screenshots/run-options.ts); sharding, workers and filters are
 * Playwright's own options (`-- --shard=1/4`).
 */
export default defineConfig({
  testDir: 'e2e-screenshots',
  testMatch: /\.shots\.ts$/,
  // By test, in brand order: see e2e-screenshots/page-set.shots.ts.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  globalSetup: './e2e-screenshots/global-setup.ts',
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./e2e-screenshots/gallery-reporter.ts']],
  outputDir: 'test-results/screenshots',
  use: { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, env: chromiumEnv() } },
});
