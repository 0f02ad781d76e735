import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { slimRjsfFieldsPlugin } from './scripts/lib/vite-plugin-slim-rjsf';

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
        // The step forms' RJSF fields, as in the build (vite.config.ts).
        plugins: [slimRjsfFieldsPlugin()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Through Vite, so the plugin above reaches @rjsf/core's registry.
          server: { deps: { inline: [/@rjsf\/core/] } },
          include: ['src/{renderer,features,app}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
