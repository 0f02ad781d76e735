import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_DATA_BASE } from '../generate/emit-brand-data';
import { createBrandDataMiddleware, folderSource, packSource } from './brand-data-middleware';
import { cachedBrandDataPack, readBrandDataPack } from './brand-data-pack';
import { assertGeneratedFresh, defaultOutDir } from './input-hash';

/**
 * Brand data lives outside the module graph (one JSON file per brand and host, fetched at run
 * time). The dev server serves it from the generated pack, preview from the build; a build
 * unpacks it into dist/brand-data. Every build first checks that src/generated matches
 * brands/, schemas/ and flows/.
 */
export function brandDataPlugin(rootDir: string): Plugin {
  const generatedDir = defaultOutDir(rootDir);
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
      server.middlewares.use(BRAND_DATA_BASE, createBrandDataMiddleware(packSource(cachedBrandDataPack(generatedDir))));
    },
    configurePreviewServer(server) {
      server.middlewares.use(BRAND_DATA_BASE, createBrandDataMiddleware(folderSource(() => builtDir)));
    },
    async generateBundle() {
      // Only the browser build ships brand data; an SSR build of the same config does not need it.
      const consumer = (this as { environment?: { config: { consumer?: string } } }).environment?.config.consumer;
      if (consumer !== undefined && consumer !== 'client') return;
      for (const [relPath, text] of Object.entries(await readBrandDataPack(generatedDir))) {
        this.emitFile({ type: 'asset', fileName: `${BRAND_DATA_BASE.slice(1)}/${relPath}`, source: text });
      }
    },
  };
}
