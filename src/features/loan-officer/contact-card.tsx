import { useId, useRef } from 'react';
import { useLoanOriginator } from '@/api/get-loan-originator';
import { contactRole } from '@/core/originator/contact-card';
import { useBrand } from '@/renderer/brand/brand-context';
import platform from '@flows/shell/platform.json';
import { ContactDetails } from './contact-details';
import './loan-officer.css';

const t = platform.loanOfficer;

/**
 * The referring loan officer or broker (platform spec, section 2): a sidebar card on desktop; below
 * 1024 px a top bar that opens a drawer with the same details. Nothing shows while the lookup
 * runs or when it fails: the borrower simply has no card.
 */
export default function ContactCard({ originatorId, placement }: { originatorId: string; placement: 'side' | 'top' }) {
  const brand = useBrand();
  const { data: officer } = useLoanOriginator(originatorId, brand.orgCode);
  const titleId = useId();
  if (!officer) return null;
  if (placement === 'side')
    return (
      <aside className="officer-card" aria-labelledby={titleId}>
        <ContactDetails officer={officer} titleId={titleId} />
      </aside>
    );
  return <ContactBar officer={officer} />;
}

function ContactBar({ officer }: { officer: NonNullable<ReturnType<typeof useLoanOriginator>['data']> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <div className="officer-bar">
      <button
        ref={opener}
        type="button"
        className="officer-bar__open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t.titles[contactRole(officer.originatorDisplayInfo)]}
      </button>
      {/* A modal dialog: the page behind is inert, Escape closes it, focus goes back to the bar. */}
      <dialog ref={dialog} className="officer-drawer" aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
        <ContactDetails officer={officer} titleId={titleId} />
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          {t.close}
        </button>
      </dialog>
    </div>
  );
}
