/** At most this many toasts show at once (platform-services section 4 and 9). */
export const MAX_VISIBLE_TOASTS = 5;
/** A toast that is not an error closes by itself after this long. */
export const TOAST_AUTO_CLOSE_MS = 8000;

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: AlertKind;
  message: string;
}

/**
 * The toasts, oldest first. Only the first MAX_VISIBLE_TOASTS show; the rest wait their turn and
 * show as earlier ones close, so no message is lost and the screen never fills with them.
 */
export interface ToastQueue {
  toasts: readonly Toast[];
  nextId: number;
}

export const EMPTY_TOASTS: ToastQueue = { toasts: [], nextId: 1 };

export function addToast(queue: ToastQueue, kind: AlertKind, message: string): ToastQueue {
  return { toasts: [...queue.toasts, { id: queue.nextId, kind, message }], nextId: queue.nextId + 1 };
}

export function removeToast(queue: ToastQueue, id: number): ToastQueue {
  const toasts = queue.toasts.filter((toast) => toast.id !== id);
  return toasts.length === queue.toasts.length ? queue : { ...queue, toasts };
}

export function visibleToasts(queue: ToastQueue): readonly Toast[] {
  return queue.toasts.slice(0, MAX_VISIBLE_TOASTS);
}

/** Errors stay until the borrower closes them; the others close by themselves. */
export function autoCloses(toast: Toast): boolean {
  return toast.kind !== 'error';
}
