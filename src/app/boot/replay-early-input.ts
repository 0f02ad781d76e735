import type { EarlyInput } from './early-input';

/** A field the borrower changed before the app came, and what it shows (a checkbox's or radio's checkedness). */
interface Answer {
  id: string;
  value: string | boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The fields in `sources` that show something other than the page as drawn, in page order. */
function changedFields(sources: readonly ParentNode[]): Answer[] {
  const answers: Answer[] = [];
  for (const control of sources.flatMap((source) => [...source.querySelectorAll<Control>('input, select, textarea')])) {
    const changed = checkable(control)
      ? control.checked !== control.defaultChecked
      : control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control.value !== control.defaultValue;
    if (changed && control.id)
      answers.push({ id: control.id, value: checkable(control) ? control.checked : control.value });
  }
  return answers;
}

/** Sets a field as the browser does when the borrower types or chooses, so the app's change handler sees it. */
function enter(control: HTMLElement | null, value: string | boolean): void {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.type === 'radio' && !value) return;
    // Set through the element's own property first (React tracks it), so the click is a change.
    control.checked = !value;
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = control;
    // Emptied through the element's own property (the value React last knew), then set as the
    // browser sets typing, so the input event reads as a change.
    control.value = '';
    const prototype = Object.getPrototypeOf(control) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, String(value));
    control.dispatchEvent(new Event('input', { bubbles: true }));
    // A borrower still in the field keeps their caret.
    if (control === document.activeElement && selectionStart !== null)
      control.setSelectionRange(selectionStart, selectionEnd);
  }
}

/** What the borrower did on the prerendered page, read from it before it goes (or is drawn again). */
export interface EarlyAnswers {
  answers: Answer[];
  /** The field the borrower was in, if any. */
  focusedId: string | null;
}

/** Reads the answers off the page the borrower used: the prerendered markup, adopted or about to be replaced. */
export function readEarlyAnswers(sources: readonly ParentNode[]): EarlyAnswers {
  const active = document.activeElement;
  const inField = active?.matches('input, select, textarea') && sources.some((source) => source.contains(active));
  return { answers: changedFields(sources), focusedId: inField ? active!.id || null : null };
}

/**
 * For a page the app adopts, whose answers are read in the effect that finds its form live and
 * handed over a task later: reads them now, and returns them less those of the fields the
 * borrower types into meanwhile. Those fields are live, so the app already has what they show,
 * the early answer and what followed; handing over the answer read before would take back what
 * was typed since (the space in "1450 Cedar Ridge Lane", typed in that task's gap).
 */
export function readEarlyAnswersUntilReplay(root: HTMLElement): () => EarlyAnswers {
  const read = readEarlyAnswers([root]);
  const typedSince = new Set<string>();
  const note = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.id) typedSince.add(event.target.id);
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return () => {
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
    return { ...read, answers: read.answers.filter(({ id }) => !typedSince.has(id)) };
  };
}

/**
 * Hands what the borrower did on the prerendered page (early-input.ts) to the app's fields under
 * `target`, whose form is live, through the same events typing makes, so the app's state, checks
 * and saved draft see it as typed: the adopted markup (whose fields show the values, which the
 * app's state lacks), or the app's new drawing of the page (same field ids). Then the borrower's
 * field keeps focus and a held Continue goes on. Call it in a task of its own, never inside the
 * app's effects: each change must be drawn before the next, as typing is, or one made in the
 * same batch as another is lost. Loaded only when there is something to hand over.
 */
export function replayEarlyInput({ answers, focusedId }: EarlyAnswers, early: EarlyInput, target: ParentNode): void {
  const field = (id: string) => {
    const found = document.getElementById(id);
    return found && target.contains(found) ? found : null;
  };
  // The borrower's field first: what they type next goes there, not to the page.
  const focused = focusedId ? field(focusedId) : null;
  if (focused && focused !== document.activeElement) focused.focus({ preventScroll: true });
  const entered = answers.map(({ id, value }) => {
    const control = field(id);
    enter(control, value);
    return control;
  });
  // The caret where it was left: after what was typed.
  if (focused instanceof HTMLInputElement && focused.type === 'text' && focused.selectionStart === 0)
    focused.setSelectionRange(focused.value.length, focused.value.length);
  early.release();
  // Only the form the answers went into: a page with none of them (the app sent the borrower
  // elsewhere) is not the one Continue was pressed on.
  const form = [focused, ...entered].find((control) => control?.closest('form'))?.closest('form');
  if (early.submitted) form?.requestSubmit();
}
