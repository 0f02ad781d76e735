import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from '@/renderer/platform/toast-store';

const ToastHost = lazy(() => import('@/renderer/platform/toast-host'));

const hasToasts = () => toastStore.get().toasts.length > 0;

/** Mounts the toast host, its own chunk, once there is a first toast to show; it stays after. */
export function ToastMount() {
  // (The same snapshot for a prerendered page: no toast before the app runs.)
  const any = useSyncExternalStore(toastStore.subscribe, hasToasts, hasToasts);
  const [mounted, setMounted] = useState(false);
  if (any && !mounted) setMounted(true);
  return mounted ? (
    <Suspense>
      <ToastHost />
    </Suspense>
  ) : null;
}
