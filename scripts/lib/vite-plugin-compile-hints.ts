import type { Plugin } from 'vite';
import { staticClosures } from './vite-plugin-loaded-deps';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that begins with this comment has
 * every function compiled eagerly, on a background thread while it downloads, instead of each
 * function on the main thread the first time it runs. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
}

/**
 * The chunks a page's first load runs: those the entry imports at once (statically, or
 * dynamically as src/app/main.tsx does for React, the app and the opened page's route) and
 * everything they import statically. Chunks loaded later (other pages, the step validators on
 * the first tap, pdf.js) are left to V8's lazy compilation.
 */
export function firstLoadChunks(bundle: Record<string, ChunkLike>): string[] {
  const closures = staticClosures(bundle);
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
  const loaded = entries.flatMap((entry) => [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]);
  const seen = new Set(loaded.flatMap((fileName) => [...(closures.get(fileName) ?? [fileName])]));
  return [...seen].filter((fileName) => !bundle[fileName]?.isEntry);
}

/** Adds the hint to the first load's chunks, once; their source maps (in a build that makes them) skip the added line. */
export function addCompileHints(bundle: Record<string, ChunkLike>): void {
  for (const fileName of firstLoadChunks(bundle)) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset' && mapFile.source !== undefined) {
      const map = JSON.parse(
        typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source),
      ) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
  }
}

/**
 * Puts the compile hint at the top of the first load's chunks, after minification. On a
 * mid-range phone this takes most of the compilation of React and the app off the main thread
 * (bench: the long tasks after the first paint). The hint is added after the chunk's name was
 * hashed; it is the same for the same chunk, so a changed chunk still gets a new name.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'heloc-compile-hints',
    apply: 'build',
    // After every other plugin's: Vite puts its preload table (`const __vite__mapDeps=...`) at the
    // top of a chunk with dynamic imports in its own generateBundle, and V8 reads the hint only as
    // the file's first line.
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.format !== 'es') return;
        addCompileHints(bundle as unknown as Record<string, ChunkLike>);
      },
    },
  };
}
