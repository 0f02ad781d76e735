import { fieldIds } from './field-errors';

const CONTROL = 'input:not([type=hidden]), select, textarea';

/** The element with `id` inside `scope` (two forms on a page may both start their ids with the same prefix). */
function byId(scope: HTMLElement, id: string): HTMLElement | undefined {
  return Array.from(scope.querySelectorAll<HTMLElement>('[id]')).find((element) => element.id === id);
}

/** What takes focus for a field's element: its control, a group's checked radio (or first), else the element itself. */
function controlOf(target: HTMLElement): HTMLElement {
  const control = target.matches(CONTROL) ? target : target.querySelector<HTMLElement>(CONTROL);
  if (!control) return target;
  const group = control.getAttribute('type') === 'radio' ? control.closest('[role=radiogroup]') : null;
  return group?.querySelector<HTMLElement>('input:checked') ?? control;
}

/**
 * Moves to the field whose element has `id` as GOV.UK's error summary does: its label (or a group's
 * legend) scrolled into view first, so the question shows above the control, then focus on the
 * control without a second scroll. False when the form has no such field.
 */
export function focusField(scope: HTMLElement | null, id: string): boolean {
  const target = scope && byId(scope, id);
  if (!target) return false;
  const control = controlOf(target);
  const caption =
    byId(scope, fieldIds.label(id)) ??
    (target instanceof HTMLFieldSetElement ? target.querySelector('legend') : null) ??
    (control instanceof HTMLInputElement ? control.labels?.[0] : undefined) ??
    target;
  // jsdom has no scrollIntoView; every browser does.
  caption.scrollIntoView?.({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}
