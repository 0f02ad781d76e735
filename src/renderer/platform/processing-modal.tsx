import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createProcessingTimer,
  PROCESSING_TIMEOUT_MS,
  processingProgress,
  rotatingMessageIndex,
  type ProcessingState,
} from '@/core/platform/loader-timers';
import { Modal } from './modal';
import { browserTimers } from './use-clock-timers';

const TICK_MS = 500;

export interface ProcessingModalProps {
  id: string;
  /** Whether the work is under way: the modal opens with it and stays at least 1 s. */
  working: boolean;
  title: string;
  /** Shown in turn over the timeout, or all at once as a list when `rotate` is false. */
  messages: readonly string[];
  /** False: the messages are the work under way now (registration's pipeline stage), listed together. */
  rotate?: boolean;
  /** The bar's own measure (work done of total); without one it fills over the timeout. */
  progress?: { done: number; total: number };
  timeoutMs?: number;
  /** What shows once the timeout passes (the timeout page's message and dashboard link). */
  timedOut: ReactNode;
  /** The modal has closed (after its minimum time). */
  onClosed?: () => void;
}

/**
 * The processing-data modal (platform-services sections 2 and 4): rotating messages and a
 * progress bar, at least 1 s once opened, and after the timeout (30 s by default) the timeout
 * message instead of waiting on.
 */
export function ProcessingModal({
  id,
  working,
  title,
  messages,
  rotate = true,
  progress,
  timeoutMs = PROCESSING_TIMEOUT_MS,
  timedOut,
  onClosed,
}: ProcessingModalProps) {
  const [state, setState] = useState<ProcessingState>('closed');
  const [now, setNow] = useState(() => browserTimers.now());
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const timer = useRef<ReturnType<typeof createProcessingTimer> | null>(null);
  timer.current ??= createProcessingTimer(
    browserTimers,
    (next) => {
      setState(next);
      if (next === 'closed') closed.current?.();
    },
    undefined,
    timeoutMs,
  );
  useEffect(() => {
    timer.current?.setWorking(working);
  }, [working]);
  useEffect(() => () => timer.current?.dispose(), []);
  useEffect(() => {
    if (state !== 'open') return;
    const tick = window.setInterval(() => setNow(browserTimers.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [state]);
  if (state === 'closed') return null;
  const elapsed = now - (timer.current.openedAt() ?? now);
  const bar = progress ?? { done: processingProgress(elapsed, timeoutMs) * 100, total: 100 };
  return (
    <Modal id={id} title={title} onClose={() => undefined} blocking className="processing">
      {state === 'timed-out' ? (
        timedOut
      ) : (
        <>
          <progress max={bar.total} value={bar.done} aria-label={title} />
          <div role="status" aria-live="polite">
            {rotate ? (
              <p>{messages[rotatingMessageIndex(elapsed, messages.length, timeoutMs)]}</p>
            ) : (
              <ul className="plain">
                {messages.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
