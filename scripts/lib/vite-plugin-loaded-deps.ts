import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  imports?: string[];
}

/** Each chunk with every chunk it imports statically, directly or not: all there once it runs. */
export function staticClosures(bundle: Record<string, ChunkLike>): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  const closure = (fileName: string, seen: Set<string>) => {
    for (const imported of bundle[fileName]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') closures.set(fileName, closure(fileName, new Set([fileName])));
  }
  return closures;
}

/**
 * Vite lists, beside each dynamic import, every chunk the imported one needs, so it can preload
 * them at once (the `__vite__mapDeps` table). The chunks the importing chunk itself imports
 * statically have all run by then, and Vite's helper would skip them (the module map has them):
 * they are dropped from the list, which only costs bytes. Style sheets stay listed as Vite
 * made them. `loadedBy(host)` is empty until the bundle is known, so nothing is dropped then.
 */
export function loadedDepsPlugin(): { plugin: Plugin; loadedBy: (host: string) => ReadonlySet<string> } {
  let closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'heloc-loaded-deps',
      apply: 'build',
      generateBundle(_options, bundle) {
        closures = staticClosures(bundle as Record<string, ChunkLike>);
      },
    },
    loadedBy: (host) => closures.get(host) ?? new Set(),
  };
}
