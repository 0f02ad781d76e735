import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the baseline (bench/baseline) with the product's Vite settings, into .scratch/bench/baseline-dist. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // flows/ as the app reads it: every $ref inlined by `npm run generate` (RJSF would not resolve one across files).
  resolve: { alias: { '@flows': fileURLToPath(new URL('../../src/generated/flows', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    outDir: fileURLToPath(new URL('../../.scratch/bench/baseline-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
