import { use, type ComponentType, type ReactElement } from 'react';
import type { RouteChunk } from './route-chunks';

/**
 * A route's page in its own chunk (route-chunks.ts): drawn at once if the chunk is in, else it
 * suspends until the chunk arrives (the route error boundary catches a chunk that fails). One
 * component either way, so the page is never drawn a second time when its chunk comes.
 */
export function lazyPage<M>(chunk: RouteChunk<M>, render: (module: M) => ReactElement): ComponentType {
  return function Page() {
    return render(use(chunk.load()));
  };
}
