import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath } from './scripts/screenshots/capture-settings';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // flows/ as generation leaves it (vite.config.ts).
  '@flows': fileURLToPath(new URL('./src/generated/flows', import.meta.url)),
  '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
};

// Pure layers (core, sandbox, build scripts, the contract's kit) run in plain Node, so a DOM or React
// dependency sneaking into them fails their tests; UI layers run in jsdom, and *.browser.test.tsx
// in Chromium (the browser tests' own: scripts/ensure-chromium.ts) where jsdom is not enough.
const executablePath = chromiumPath();

export default defineConfig({
  resolve: { alias },
  test: {
    // Beside the default output: fails the run on a test title over 300 characters or one that
    // prints an object or a list (an object formatted into an it.each title once printed 330 MB
    // of log).
    reporters: ['default', './scripts/lib/test-title-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // Sandbox tests hash real passwords and run a real SQLite: generous on a busy 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: [
            'src/core/**/*.test.ts',
            'src/sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contract/**/*.test.ts',
            'e2e-screenshots/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['src/renderer/test-support/dom-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: ['src/{renderer,features,app,api}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.tsx'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          testTimeout: 30_000,
          globalSetup: ['scripts/test-support/compile-rjsf-fixtures.ts'],
          include: ['src/**/*.browser.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
