/**
 * A page prerendered at build time (scripts/prerender.ts: the first registration step) is in
 * #root as inert markup, so the borrower sees it before any script runs. The app then draws in a
 * hidden sibling, and takes the prerendered page's place once it shows its own page heading (or
 * a fatal error, or after a time limit), so the borrower never sees a loading state in between.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const SWAP_LIMIT_MS = 15_000;

let container: HTMLElement | null = null;

/** Where React draws: #root itself, or a hidden sibling while a prerendered page is showing. */
export function appContainer(doc: Document): HTMLElement {
  if (container) return container;
  const root = doc.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const prerendered = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!prerendered) return (container = root);
  const app = doc.createElement('div');
  app.hidden = true;
  root.append(app);
  const swap = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    prerendered.remove();
    app.hidden = false;
    // As on any first page: the page's heading has focus, unless the borrower moved it.
    if (doc.activeElement === doc.body || doc.activeElement === null)
      app.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  };
  // The swap (style and layout of the whole page) runs in a task of its own, not in the one
  // where React committed the page: two shorter tasks keep the main thread free for a tap.
  const observer = new MutationObserver(() => {
    if (app.querySelector('h1')) {
      observer.disconnect();
      window.setTimeout(swap, 0);
    }
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = window.setTimeout(swap, SWAP_LIMIT_MS);
  return (container = app);
}
