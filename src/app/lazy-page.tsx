import type { ReactElement } from 'react';
import { resetChunkReloads } from '@/core/navigation/chunk-reload';

/**
 * A route's page in its own chunk. Once a chunk arrives the reload counter is reset, so a later
 * failed load gets its own tries (the error page does the reloading).
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactElement) {
  return async () => {
    const module = await load();
    resetChunkReloads(window.sessionStorage);
    return { element: render(module) };
  };
}
