import { useEffect, useRef, useState } from 'react';
import { createLoaderTimer, LOADER_DEFAULT_DURATION_MS, rotatingMessageIndex } from '@/core/platform/loader-timers';
import { platformCopy } from '@/core/platform/platform-copy';
import { browserTimers } from './use-clock-timers';
import './platform.css';

/** How often the rotating message is checked (it changes every duration/count, many seconds). */
const TICK_MS = 1000;

export interface FullScreenLoaderProps {
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
export function FullScreenLoader({ loading, message, durationMs = LOADER_DEFAULT_DURATION_MS }: FullScreenLoaderProps) {
  const [visible, setVisible] = useState(false);
  const [now, setNow] = useState(() => browserTimers.now());
  const timer = useRef<ReturnType<typeof createLoaderTimer> | null>(null);
  timer.current ??= createLoaderTimer(browserTimers, setVisible);
  useEffect(() => {
    timer.current?.setLoading(loading);
  }, [loading]);
  useEffect(() => () => timer.current?.dispose(), []);
  useEffect(() => {
    if (!visible) return;
    const tick = window.setInterval(() => setNow(browserTimers.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [visible]);
  if (!visible) return null;
  const { label, messages } = platformCopy.loader;
  const shownAt = timer.current.shownAt() ?? now;
  const current = messages[rotatingMessageIndex(now - shownAt, messages.length, durationMs)];
  return (
    <div className="full-screen-loader" role="status" aria-label={label} aria-live="polite">
      <span className="full-screen-loader__spinner" aria-hidden="true" />
      <p className="full-screen-loader__message">{current}</p>
      {message && <p className="full-screen-loader__extra">{message}</p>}
    </div>
  );
}
