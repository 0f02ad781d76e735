import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // flows/ as generation leaves it (vite.config.ts).
  '@flows': fileURLToPath(new URL('./src/generated/flows', import.meta.url)),
  '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
};

// Pure layers (core, sandbox, build scripts) run in plain Node, so a DOM or React
// dependency sneaking into them fails their tests; UI layers run in jsdom.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // Sandbox tests hash real passwords and run a real SQLite: generous on a busy 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: ['src/core/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: ['src/{renderer,features,app}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
