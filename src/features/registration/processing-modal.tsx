import { useEffect, useRef, useState } from 'react';
import { registrationCopy } from '@/core/registration';

const STEP_MS = 1200;

/**
 * Shown while the account and the application are created: the spec's progress messages in
 * turn, with a progress bar. It advances on a timer and never claims to be done early.
 */
export function ProcessingModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const messages = registrationCopy.processing.messages;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const timer = window.setInterval(() => setIndex((i) => Math.min(i + 1, messages.length - 1)), STEP_MS);
    return () => {
      window.clearInterval(timer);
      dialog?.close();
    };
  }, [messages.length]);
  return (
    <dialog
      ref={ref}
      className="dialog processing"
      aria-labelledby="processing-title"
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="processing-title">{registrationCopy.processing.title}</h2>
      <progress max={messages.length} value={index + 1} aria-labelledby="processing-title" />
      <p role="status" aria-live="polite">
        {messages[index]!.text}
      </p>
    </dialog>
  );
}
