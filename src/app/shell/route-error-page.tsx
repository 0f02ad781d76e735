import { useEffect, useRef, useState } from 'react';
import { isChunkLoadError, shouldReloadForChunkError } from '@/core/navigation/chunk-reload';
import copy from '@flows/shell/copy.json';
import { ErrorPanel } from './error-panel';
import { PageLoading } from './page-loading';

/**
 * What every route shows for an error it threw (route-boundary.tsx). A page chunk that failed to
 * load reloads the page (up to five times, counted in session storage); anything else shows the
 * error fallback.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);
  const decided = useRef(false);
  // Counted when the page is shown (an effect), not while React draws it: a render may be tried
  // more than once before it is shown, and each try would count a reload that never happened.
  useEffect(() => {
    if (!chunk || decided.current) return;
    decided.current = true;
    if (shouldReloadForChunkError(window.sessionStorage)) window.location.reload();
    else setReloading(false);
  }, [chunk]);
  if (reloading) return <PageLoading />;
  return <ErrorPanel text={chunk ? copy.chunkError : copy.errorPage} onTryAgain={() => window.location.reload()} />;
}
