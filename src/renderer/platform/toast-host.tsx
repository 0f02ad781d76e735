import { useEffect, useRef, useSyncExternalStore } from 'react';
import { platformCopy } from '@/core/platform/platform-copy';
import { LiveAnnouncement, useAnnouncer } from '@/renderer/live/live-announcement';
import { autoCloses, TOAST_AUTO_CLOSE_MS, visibleToasts, type Toast } from '@/core/platform/toast-queue';
import { Alert } from './alert';
import { toastStore } from './toast-store';
import './platform.css';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (!autoCloses(toast)) return;
    const timer = window.setTimeout(() => toastStore.dismiss(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <li className="toast">
      <Alert kind={toast.kind}>
        <span className="toast__message">{toast.message}</span>
      </Alert>
      <button
        type="button"
        className="toast__close"
        aria-label={`${platformCopy.toasts.dismiss}: ${toast.message}`}
        onClick={() => toastStore.dismiss(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The toasts (at most 5 at once, the rest waiting their turn), and a screen-reader announcement
 * of each new one, cleared 300 ms after it is made so a repeated message is heard again.
 */
export default function ToastHost() {
  const queue = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const shown = visibleToasts(queue);
  const { text: spoken, announce } = useAnnouncer();
  const lastAnnounced = useRef(0);
  useEffect(() => {
    const fresh = shown.filter((toast) => toast.id > lastAnnounced.current);
    if (!fresh.length) return;
    lastAnnounced.current = Math.max(...fresh.map((toast) => toast.id));
    announce(fresh.map((toast) => toast.message).join(' '));
  }, [shown, announce]);
  return (
    <>
      <LiveAnnouncement text={spoken} className="visually-hidden" />
      {shown.length > 0 && (
        <section className="toasts" aria-label={platformCopy.toasts.region}>
          <ol className="toasts__list">
            {shown.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
