import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLoaderTimer, LOADER_DEFAULT_DURATION_MS, rotatingMessageIndex } from '@/core/platform/loader-timers';
import { platformCopy } from '@/core/platform/platform-copy';
import { browserTimers } from './use-clock-timers';
import './platform.css';

/** How often the rotating message is checked (it changes every duration/count, many seconds). */
const TICK_MS = 1000;

interface LoaderEntry {
  timer: ReturnType<typeof createLoaderTimer>;
  visible: boolean;
  listeners: Set<() => void>;
}

/**
 * Loaders by id, outside React: the page under a loader may be replaced (a route change remounts
 * it) while the loader keeps its minimum time, so its timing must outlive the component.
 */
const loaders = new Map<string, LoaderEntry>();

function loaderEntry(id: string): LoaderEntry {
  let entry = loaders.get(id);
  if (!entry) {
    const listeners = new Set<() => void>();
    const made: LoaderEntry = {
      listeners,
      visible: false,
      timer: createLoaderTimer(browserTimers, (visible) => {
        made.visible = visible;
        for (const listener of listeners) listener();
      }),
    };
    entry = made;
    loaders.set(id, entry);
  }
  return entry;
}

export interface FullScreenLoaderProps {
  /** One loader per id: the same id drawn again (after a remount) is the same loader. */
  id: string;
  /** Whether the work is under way; the loader keeps its own minimum time around it. */
  loading: boolean;
  /** An optional line under the rotating messages. */
  message?: string;
  durationMs?: number;
}

/**
 * The full-screen loader (platform-services sections 2 and 4): rotating messages spread over its
 * duration (67 s by default) and an optional message; shown as loading starts, and once loading
 * ends kept until it has been up 1 s, then 300 ms more, so it never flickers.
 */
export function FullScreenLoader({
  id,
  loading,
  message,
  durationMs = LOADER_DEFAULT_DURATION_MS,
}: FullScreenLoaderProps) {
  const entry = loaderEntry(id);
  const visible = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.visible,
  );
  const [now, setNow] = useState(() => browserTimers.now());
  useEffect(() => {
    entry.timer.setLoading(loading);
  }, [entry, loading]);
  useEffect(() => {
    if (!visible) return;
    const tick = window.setInterval(() => setNow(browserTimers.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [visible]);
  if (!visible) return null;
  const { label, messages } = platformCopy.loader;
  const shownAt = entry.timer.shownAt() ?? now;
  const current = messages[rotatingMessageIndex(now - shownAt, messages.length, durationMs)];
  return (
    <div className="full-screen-loader" role="status" aria-label={label} aria-live="polite">
      <span className="full-screen-loader__spinner" aria-hidden="true" />
      <p className="full-screen-loader__message">{current}</p>
      {message && <p className="full-screen-loader__extra">{message}</p>}
    </div>
  );
}
