import { lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { resetChunkReloads } from '@/core/navigation/chunk-reload';
import type { RouteChunk } from './route-chunks';

/**
 * A route's page in its own chunk. When the chunk has already arrived (asked for as the app
 * started: route-chunks.ts) the page is drawn at once; else it suspends until the chunk arrives
 * (the route error boundary catches a chunk that fails). Drawing at once matters: React keeps a
 * Suspense fallback up for 300 ms once shown, so a page that suspends shows its heading that much
 * later even when its chunk comes a moment after. Once a chunk arrives the reload counter is
 * reset, so a later failed load gets its own tries (the error page does the reloading).
 */
export function lazyPage<M>(chunk: RouteChunk<M>, render: (module: M) => ReactElement): ComponentType {
  const Lazy = lazy(async () => {
    const module = await chunk.load();
    resetChunkReloads(window.sessionStorage);
    return { default: () => render(module) };
  });
  return function Page() {
    // Decided once per mount: a page drawn through Lazy stays so, and keeps its state.
    const [module] = useState(chunk.loaded);
    useEffect(() => {
      if (module) resetChunkReloads(window.sessionStorage);
    }, [module]);
    return module ? render(module) : <Lazy />;
  };
}
