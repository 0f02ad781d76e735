import { whenFormLive } from '@/renderer/form/form-live';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './adopt-prerender';
import { hasEarlyInput, takeEarlyInput } from './early-input';

type ReplayModule = typeof import('./replay-early-input');

/**
 * When a prerendered page cannot be adopted (adopt-prerender.ts: another lender, a signed-in
 * borrower, answers kept in the tab), its markup stays on screen (and usable: early-input.ts)
 * while the app draws in a hidden sibling, and the app takes its place once it shows its own
 * page heading (or a fatal error, or after a time limit), so the borrower never sees a loading
 * state in between. Loaded only then (render-app.tsx): an adopted page and every other page
 * never need it.
 */
const SWAP_LIMIT_MS = 15_000;

/** A hidden sibling of the prerendered markup in `root`, for React to draw in; it takes the markup's place. */
export function drawBesidePicture(
  doc: Document,
  root: HTMLElement,
  loadReplay: () => Promise<ReplayModule | null>,
): HTMLElement {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  const prerendered = [...root.childNodes];
  const app = doc.createElement('div');
  app.hidden = true;
  root.append(app);
  const replace = (replay: ReplayModule | null) => {
    // Taken last: the borrower may type into the picture until the moment it goes.
    const early = takeEarlyInput();
    const answers =
      early && replay ? replay.readEarlyAnswers(prerendered.filter((node) => node instanceof Element)) : null;
    for (const node of prerendered) node.remove();
    app.hidden = false;
    // In this task when the app's form is live already, so nothing the borrower types next lands
    // between the picture and the app; else once it is, outside the effect that says so.
    if (early && replay && answers)
      whenFormLive((inEffect) =>
        inEffect
          ? window.setTimeout(() => replay.replayEarlyInput(answers, early, app), 0)
          : replay.replayEarlyInput(answers, early, app),
      );
    else early?.release();
    // As on any first page: the page's heading has focus, unless the borrower moved it.
    if (doc.activeElement === doc.body || doc.activeElement === null)
      app.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  };
  const swap = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    // What the borrower typed into the picture goes over to the app's drawing of the page.
    if (hasEarlyInput()) void loadReplay().then(replace);
    else replace(null);
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
  return app;
}
