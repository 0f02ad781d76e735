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
const FIELDS_LIMIT_MS = 2_000;

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
  const inPicture = (node: Element | null): node is HTMLElement =>
    node instanceof HTMLElement &&
    node.matches('input, select, textarea') &&
    prerendered.some((picture) => picture.contains(node));
  const replace = (replay: ReplayModule | null) => {
    // Taken last: the borrower may type into the picture until the moment it goes.
    const active = doc.activeElement;
    const focusedId = inPicture(active) ? active.id : '';
    const early = takeEarlyInput();
    const answers =
      early && replay ? replay.readEarlyAnswers(prerendered.filter((node) => node instanceof Element)) : null;
    for (const node of prerendered) node.remove();
    app.hidden = false;
    // In this same task: the borrower's field first, so what they type next lands in the app's,
    // then the answers, into fields React has drawn (outside any of its effects).
    const field = focusedId ? doc.getElementById(focusedId) : null;
    if (field && app.contains(field)) field.focus({ preventScroll: true });
    if (early && replay && answers) replay.replayEarlyInput(answers, early, app);
    else early?.release();
    // As on any first page: the page's heading has focus, unless the borrower moved it.
    if (doc.activeElement === doc.body || doc.activeElement === null)
      app.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  };
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(fieldsTimer);
    // What the borrower typed into the picture goes over to the app's drawing of the page.
    if (hasEarlyInput()) void loadReplay().then(replace);
    else replace(null);
  };
  // A borrower using the picture keeps it until the app has drawn fields to take over, or for
  // FIELDS_LIMIT_MS more (the app may have sent them to a page without a form).
  const inUse = () => hasEarlyInput() || inPicture(doc.activeElement);
  let fieldsTimer: number | undefined;
  // The swap (style and layout of the whole page) runs in a task of its own, not in the one
  // where React committed the page: two shorter tasks keep the main thread free for a tap.
  const observer = new MutationObserver(() => {
    if (!app.querySelector('h1')) return;
    if (inUse() && !app.querySelector('input, select, textarea')) {
      fieldsTimer ??= window.setTimeout(swap, FIELDS_LIMIT_MS);
      return;
    }
    observer.disconnect();
    window.setTimeout(swap, 0);
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = window.setTimeout(swap, SWAP_LIMIT_MS);
  return app;
}
