import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import ConnectionNotice from '@/features/connection/connection-notice';
import { signedInApplicationUuid } from './signed-in-application';
import { useOriginatorId } from './use-originator-id';

const ContactCard = lazy(() => import('@/features/loan-officer/contact-card'));
const ProgressPanel = lazy(() => import('@/features/application/progress-panel'));

/**
 * What the shell adds around a page once it has painted: under the navigation, below 1024 px, the
 * loan officer bar; in the page frame's aside on desktop, under the trust box and the page's own
 * part (the offer summary, src/renderer/page-aside.tsx), the progress side panel (on an
 * application's pages) above the loan officer card; after the page the connection
 * notice (offline, back online), which floats over the page's foot.
 * The banners are not here: they sit above the page heading, so the shell draws them with the page
 * itself once the banner file is in (page-banners.tsx), never after it (a layout shift).
 */
export type ExtrasSlot = 'top' | 'side' | 'after';

export default function PlatformExtras({ slot }: { slot: ExtrasSlot }) {
  const { pathname } = useLocation();
  const originatorId = useOriginatorId();
  const applicationUuid = signedInApplicationUuid(pathname);
  if (slot === 'side')
    return (
      <Suspense>
        {applicationUuid && <ProgressPanel uuid={applicationUuid} placement="side" />}
        {originatorId && <ContactCard key={originatorId} originatorId={originatorId} placement="side" />}
      </Suspense>
    );
  return (
    <>
      {slot === 'after' && <ConnectionNotice />}
      {slot === 'top' && originatorId && (
        <Suspense>
          <ContactCard key={originatorId} originatorId={originatorId} placement="top" />
        </Suspense>
      )}
    </>
  );
}
