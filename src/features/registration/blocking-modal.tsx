import { useEffect, useRef } from 'react';

export interface ModalAction {
  label: string;
  /** A site path or https URL to go to, or a callback. */
  href?: string;
  onSelect?: () => void;
}

/**
 * A modal dialog that stops the flow until the borrower chooses (native <dialog>: focus is
 * trapped and Escape closes it, which counts as the dismiss choice).
 */
export function BlockingModal({
  title,
  body,
  action,
  dismiss,
  onDismiss,
}: {
  title: string;
  body: string;
  action?: ModalAction;
  dismiss: string;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="blocking-modal-title"
      aria-describedby="blocking-modal-body"
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
    >
      <h2 id="blocking-modal-title">{title}</h2>
      <p id="blocking-modal-body">{body}</p>
      <p className="actions">
        {action?.href && (
          <a className="button" href={action.href}>
            {action.label}
          </a>
        )}
        {action?.onSelect && (
          <button type="button" className="button" onClick={action.onSelect}>
            {action.label}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {dismiss}
        </button>
      </p>
    </dialog>
  );
}
