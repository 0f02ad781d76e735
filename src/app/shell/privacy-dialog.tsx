import { useEffect, useRef, useState } from 'react';
import copy from '@flows/shell/copy.json';

const t = copy.footer.privacyOptionsDialog;
const STORAGE_KEY = 'privacy-opt-out';

/**
 * The privacy-choices dialog, open from its mount (privacy-options.tsx loads it on the first
 * click); the choice is kept in this browser. Closed (Escape or Close), it says so, and the
 * browser returns focus to the footer's button.
 */
export default function PrivacyDialog({ onClosed }: { onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [optedOut, setOptedOut] = useState(() => window.localStorage.getItem(STORAGE_KEY) === 'true');
  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    shown.showModal();
    return () => {
      if (shown.open) shown.close();
    };
  }, []);
  const optOut = () => {
    window.localStorage.setItem(STORAGE_KEY, 'true');
    setOptedOut(true);
  };
  return (
    <dialog ref={dialog} aria-labelledby="privacy-options-title" className="dialog" onClose={onClosed}>
      <h2 id="privacy-options-title">{t.title}</h2>
      <p>{t.body}</p>
      {optedOut ? (
        <p role="status">{t.saved}</p>
      ) : (
        <button type="button" className="button" onClick={optOut}>
          {t.optOut}
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
        {t.close}
      </button>
    </dialog>
  );
}
