import { useRef, useState } from 'react';
import copy from '@flows/shell/copy.json';

const t = copy.footer.privacyOptionsDialog;
const STORAGE_KEY = 'privacy-opt-out';

/** The footer's privacy-options button and its dialog; the choice is kept in this browser. */
export function PrivacyOptions() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [optedOut, setOptedOut] = useState(() => window.localStorage.getItem(STORAGE_KEY) === 'true');
  const optOut = () => {
    window.localStorage.setItem(STORAGE_KEY, 'true');
    setOptedOut(true);
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
        {copy.footer.privacyOptions}
      </button>
      <dialog ref={dialog} aria-labelledby="privacy-options-title" className="dialog">
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
    </>
  );
}
