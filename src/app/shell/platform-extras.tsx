import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { bannerAppFor, bannerLayoutFor } from '@/core/banners/banners';
import { PAGES } from '@/core/navigation/pages';
import platform from '@flows/shell/platform.json';
import { useOriginatorId } from './use-originator-id';

const BannerRegion = lazy(() => import('@/features/banners/banner-region'));
const ContactCard = lazy(() => import('@/features/loan-officer/contact-card'));

/**
 * What the shell adds around a page once it has painted: under the navigation, below 1024 px, the
 * loan officer bar; beside the page on desktop the loan officer card; after the page the banners.
 * The banners come after the page, not above it: they arrive after first paint, and above the
 * page they would push the step the borrower is reading down (a layout shift).
 */
export type ExtrasSlot = 'top' | 'side' | 'after';

export default function PlatformExtras({ slot }: { slot: ExtrasSlot }) {
  const { pathname } = useLocation();
  const originatorId = useOriginatorId();
  return (
    <Suspense>
      {slot === 'after' && (
        <BannerRegion
          app={bannerAppFor(pathname, platform.banners.apps, PAGES.signer.under)}
          layout={bannerLayoutFor(pathname)}
        />
      )}
      {slot !== 'after' && originatorId && (
        <ContactCard key={originatorId} originatorId={originatorId} placement={slot} />
      )}
    </Suspense>
  );
}
