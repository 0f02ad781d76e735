import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, shouldReloadForChunkError } from '@/core/navigation/chunk-reload';
import copy from '@flows/shell/copy.json';
import { ErrorPanel } from './error-panel';
import { PageLoading } from './page-loading';

/**
 * Error boundary of every route. A page chunk that failed to load reloads the page (up to five
 * times, counted in session storage); anything else shows the error fallback.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && shouldReloadForChunkError(window.sessionStorage));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <PageLoading />;
  return <ErrorPanel text={chunk ? copy.chunkError : copy.errorPage} onTryAgain={() => window.location.reload()} />;
}
