import { lazy, Suspense, useState } from 'react';
import copy from '@flows/shell/copy.json';

/** The dialog, its own chunk: asked for on the button's first press, never on a first load. */
const PrivacyDialog = lazy(() => import('./privacy-dialog'));

/** The footer's privacy-options button, which opens the privacy-choices dialog. */
export function PrivacyOptions() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {copy.footer.privacyOptions}
      </button>
      {open && (
        <Suspense>
          <PrivacyDialog onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
