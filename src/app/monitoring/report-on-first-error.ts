import type { ErrorReporter } from '@/core/reporting/error-reporter';

type ErrorWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;
type Install = () => Promise<ErrorReporter | null>;

/**
 * Listens for uncaught errors and rejections from the start, but loads the reporter's code only
 * when the first one happens (most visits have none, so the page never downloads it). The first
 * error is reported once the reporter is installed; later ones reach the reporter's own
 * listeners, so this one steps aside.
 */
export function reportOnFirstError(install: Install, win: ErrorWindow = window): () => void {
  let loading = false;
  const stop = () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
  const first = (error: unknown, source: 'error' | 'unhandledrejection') => {
    if (loading) return;
    loading = true;
    stop();
    void install()
      .then((reporter) => reporter?.report(error, source))
      .catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => first(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) => first(event.reason, 'unhandledrejection');
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return stop;
}
