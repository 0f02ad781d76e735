/**
 * The prerendered first step is a form a borrower can use before the app has arrived: the entry
 * makes it live as soon as it runs, notes that the borrower has typed or chosen there, and holds a
 * Continue. When the app takes the page over (it adopts the markup, or draws anew and swaps),
 * replay-early-input.ts hands what the fields show to the app's own fields, so nothing typed
 * early is lost, and a held Continue goes on. Until the entry runs the markup is inert (the
 * prerender draws it so): a Continue could otherwise submit the form natively, answers in the address.
 */

/** What there is to hand over once the app has the page. */
export interface EarlyInput {
  /** A Continue (or Enter in a field) came before the app could take it. */
  readonly submitted: boolean;
  /** Lets a held Continue through, to the app's own listeners. */
  release(): void;
}

let touched = false;
let held = false;
let taken = false;
let stopNoting = () => {};
let releaseSubmits = () => {};

/** Makes the prerendered markup in `root` usable, noting what the borrower does in it. */
export function liveBeforeApp(root: HTMLElement): void {
  const doc = root.ownerDocument;
  // Typing, a choice in a list, a radio or a checkbox: each makes an input event.
  const onInput = () => (touched = true);
  const onSubmit = (event: Event) => {
    // On the document, so it runs before the app's own listeners on the root.
    event.preventDefault();
    event.stopPropagation();
    held = true;
  };
  root.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  stopNoting = () => root.removeEventListener('input', onInput, true);
  releaseSubmits = () => doc.removeEventListener('submit', onSubmit, true);
  for (const picture of root.querySelectorAll(':scope > [inert]')) picture.removeAttribute('inert');
}

/** Whether the borrower has typed, chosen or pressed Continue on the page yet. */
export const hasEarlyInput = (): boolean => !taken && (touched || held);

/**
 * The app takes the page over: from here on its own listeners see every event. Says whether
 * there is anything to hand over, and whether a Continue waits for it (held until `release`,
 * once the answers are the app's); with nothing, a Continue is the app's at once.
 */
export function takeEarlyInput(): EarlyInput | null {
  const early: EarlyInput | null = hasEarlyInput()
    ? {
        // A Continue may still come while the answers are handed over.
        get submitted() {
          return held;
        },
        release: () => releaseSubmits(),
      }
    : null;
  taken = true;
  stopNoting();
  if (!early) releaseSubmits();
  return early;
}
