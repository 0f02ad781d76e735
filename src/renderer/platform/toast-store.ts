import { addToast, EMPTY_TOASTS, removeToast, type AlertKind, type ToastQueue } from '@/core/platform/toast-queue';

/**
 * The app's toasts as a tiny store outside React: any feature shows one with `showToast`, and the
 * toast host (its own chunk, mounted once there is something to show) draws them. Nothing of the
 * toasts' UI joins a first load.
 */
let queue: ToastQueue = EMPTY_TOASTS;
const listeners = new Set<() => void>();

function set(next: ToastQueue) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  get: (): ToastQueue => queue,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss: (id: number) => set(removeToast(queue, id)),
};

export function showToast(kind: AlertKind, message: string): void {
  set(addToast(queue, kind, message));
}
