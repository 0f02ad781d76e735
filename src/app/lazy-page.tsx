import { lazy, useEffect, type ComponentType, type ReactElement } from 'react';
import { resetChunkReloads } from '@/core/navigation/chunk-reload';

/**
 * A route's page in its own chunk, as a component that suspends until the chunk arrives (the
 * route error boundary catches a chunk that fails). Once a chunk arrives the reload counter is
 * reset, so a later failed load gets its own tries (the error page does the reloading).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  /** The module if it has already arrived (a chunk main.tsx started early): drawn at once, without suspending. */
  loaded?: () => M | undefined,
): ComponentType {
  const Lazy = lazy(async () => {
    const module = await load();
    resetChunkReloads(window.sessionStorage);
    return { default: () => render(module) };
  });
  if (!loaded) return Lazy;
  return function Page() {
    const module = loaded();
    useEffect(() => {
      if (module) resetChunkReloads(window.sessionStorage);
    }, [module]);
    return module ? render(module) : <Lazy />;
  };
}
