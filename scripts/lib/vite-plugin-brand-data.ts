import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_DATA_BASE, createBrandDataMiddleware } from './brand-data-middleware';
import { assertGeneratedFresh, defaultOutDir } from './input-hash';
import { listFiles, relativePosix } from './list-files';

/**
 * Brand data lives outside the module graph (one JSON file per brand and host, fetched at run
 * time). In dev and preview this plugin serves it; in a build it copies it into dist/brand-data.
 * Every build first checks that src/generated matches brands/, schemas/ and flows/.
 */
export function brandDataPlugin(rootDir: string): Plugin {
  const sourceDir = path.join(defaultOutDir(rootDir), 'brand-data');
  let builtDir = path.join(rootDir, 'dist', 'brand-data');
  return {
    name: 'heloc-brand-data',
    configResolved(config) {
      builtDir = path.resolve(config.root, config.build.outDir, 'brand-data');
    },
    async buildStart() {
      await assertGeneratedFresh(rootDir);
    },
    configureServer(server) {
      server.middlewares.use(BRAND_DATA_BASE, createBrandDataMiddleware(() => sourceDir));
    },
    configurePreviewServer(server) {
      server.middlewares.use(BRAND_DATA_BASE, createBrandDataMiddleware(() => builtDir));
    },
    async generateBundle() {
      // Only the browser build ships brand data; an SSR build of the same config does not need it.
      const consumer = (this as { environment?: { config: { consumer?: string } } }).environment?.config.consumer;
      if (consumer !== undefined && consumer !== 'client') return;
      const files = await listFiles(sourceDir);
      const sources = await Promise.all(files.map((f) => readFile(f)));
      files.forEach((file, i) => {
        const fileName = `${BRAND_DATA_BASE.slice(1)}/${relativePosix(sourceDir, file)}`;
        this.emitFile({ type: 'asset', fileName, source: sources[i]! });
      });
    },
  };
}
