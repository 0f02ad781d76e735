import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { needsDocumentLoad } from '@/core/navigation/safe-links';

export interface ModalAction {
  label: string;
  /** A site path or https URL to go to, or a callback. */
  href?: string;
  onSelect?: () => void;
}

/**
 * A modal dialog that stops the flow until the borrower chooses (native <dialog>: focus is
 * trapped and Escape closes it, which counts as the dismiss choice). On closing, focus goes back
 * to `returnFocusTo` (what the borrower used before the wait that opened it: the submit button,
 * disabled while sending, had lost focus by then), or else to what had focus when it opened.
 * A site path routes in place, so the page keeps its brand and session; a link off the site or
 * to another lender's pages loads a new document.
 */
export function BlockingModal({
  title,
  body,
  action,
  dismiss,
  onDismiss,
  returnFocusTo,
}: {
  title: string;
  body: string;
  action?: ModalAction;
  dismiss: string;
  onDismiss: () => void;
  returnFocusTo?: HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef(returnFocusTo);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const given = returnTo.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      const target = given ?? opener;
      if (target?.isConnected && target !== document.body) target.focus();
    };
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
        {action?.href &&
          (needsDocumentLoad(action.href) ? (
            <a className="button" href={action.href}>
              {action.label}
            </a>
          ) : (
            <Link className="button" to={action.href}>
              {action.label}
            </Link>
          ))}
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
