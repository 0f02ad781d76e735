import { useEffect, useRef } from 'react';
import { processingView, registrationCopy, type SubmitStage } from '@/core/registration';

/**
 * Shown while the account and the application are created: the spec's progress messages of the
 * pipeline stage under way (core processingView), with a bar of the stages done. It moves when
 * the submit does, never on a timer, so it never claims work the server has not reached.
 */
export function ProcessingModal({ stage }: { stage: SubmitStage }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { title, messages } = registrationCopy.processing;
  const view = processingView(messages, stage);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog processing"
      aria-labelledby="processing-title"
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="processing-title">{title}</h2>
      <progress max={view.total} value={view.done} aria-labelledby="processing-title" />
      <div role="status" aria-live="polite">
        <ul className="plain">
          {view.current.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
