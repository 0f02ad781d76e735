import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createModalRegistry } from '@/core/platform/modal-registry';
import './platform.css';

/** The ids of the open modals; in development a second modal with an open one's id is a developer error. */
export const modalRegistry = createModalRegistry({
  development: import.meta.env.DEV,
  warn: (message) => console.warn(message),
});

export interface ModalProps {
  /** Unique among open modals: it names the dialog's heading and its registry entry. */
  id: string;
  title: string;
  /** Escape, the close button, or the owner's own close. */
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
  /** Escape does nothing (a modal that must finish, like processing). */
  blocking?: boolean;
}

/**
 * A modal dialog: the native <dialog> opened with showModal, so the page behind is inert and focus
 * stays inside (the focus trap), Escape closes it, and focus goes back to what opened it. Drawn in
 * the document's body.
 */
export function Modal({ id, title, onClose, closeLabel, children, className, blocking = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = `${id}-${useId()}-title`;
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => modalRegistry.register(id), [id]);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // In the body, so a modal opened from a menu that then collapses (display: none) still shows.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className={`dialog modal ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        if (!blocking) close.current();
      }}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
      {closeLabel && (
        <p className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => close.current()}>
            {closeLabel}
          </button>
        </p>
      )}
    </dialog>,
    document.body,
  );
}
