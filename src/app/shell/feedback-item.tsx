import { lazy, Suspense, useState } from 'react';
import copy from '@flows/shell/copy.json';

const FeedbackModal = lazy(() => import('@/features/feedback/feedback-modal'));

/**
 * The navigation's Feedback item (the provider's own brand, signed in): a button that opens the
 * feedback modal, whose code arrives on first use. Focus returns here when it closes.
 */
export default function FeedbackItem({ onOpen }: { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="top-nav__logout"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        {copy.nav.feedback}
      </button>
      {open && (
        <Suspense>
          <FeedbackModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </li>
  );
}
