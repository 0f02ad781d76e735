type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Runs `start` once the page has painted its first content (the browser's first-contentful-paint
 * entry), or at once in a tab opened in the background (which paints nothing until shown), or
 * after `limitMs` should the browser not report paints; once in every case.
 */
export function afterFirstPaint(
  start: () => void,
  { limitMs = 1000, win = window as PaintWindow }: { limitMs?: number; win?: PaintWindow } = {},
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    win.clearTimeout(timer);
    start();
  };
  const timer = win.setTimeout(once, limitMs);
  const Observer = win.PerformanceObserver;
  if (win.document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) return once();
  const observer = new Observer((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  // buffered: a paint that came before this call is reported too.
  observer.observe({ type: 'paint', buffered: true });
}
