import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { bannerAppFor, bannerLayoutFor } from '@/core/banners/banners';
import { bannerFileFor, useBanners } from '@/features/banners/api/get-banners';
import { environmentOf } from '@/core/env/environment';
import { useRuntimeConfig } from '@/renderer/runtime-config/runtime-config';
import { PAGES } from '@/core/navigation/pages';
import ConnectionNotice from '@/features/connection/connection-notice';
import platform from '@flows/shell/platform.json';
import { signedInApplicationUuid } from './signed-in-application';
import { useOriginatorId } from './use-originator-id';

const BannerRegion = lazy(() => import('@/features/banners/banner-region'));
const ContactCard = lazy(() => import('@/features/loan-officer/contact-card'));
const ProgressPanel = lazy(() => import('@/features/application/progress-panel'));

/**
 * What the shell adds around a page once it has painted: under the navigation, below 1024 px, the
 * loan officer bar; beside the page on desktop the progress side panel (on an application's pages)
 * above the loan officer card; after the page the banners and the connection notice (offline, back
 * online).
 * The banners come after the page, not above it: they arrive after first paint, and above the
 * page they would push the step the borrower is reading down (a layout shift). The banner data file
 * is fetched here; the banners' own code loads only when a live banner lists this page's app.
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
      {/* Its own boundary: while the banners' code loads (or cannot, offline) the connection notice still shows. */}
      {slot === 'after' && (
        <Suspense>
          <Banners pathname={pathname} />
        </Suspense>
      )}
      {slot === 'after' && <ConnectionNotice />}
      {slot === 'top' && originatorId && (
        <Suspense>
          <ContactCard key={originatorId} originatorId={originatorId} placement="top" />
        </Suspense>
      )}
    </>
  );
}

/** The banner file of this deployment, once its runtime configuration is read (no guess before). */
function useBannerFile() {
  const config = useRuntimeConfig();
  return config && bannerFileFor(environmentOf(config));
}

function Banners({ pathname }: { pathname: string }) {
  const { data } = useBanners(useBannerFile());
  const app = bannerAppFor(pathname, platform.banners.apps, PAGES.signer.under);
  if (!data?.some((banner) => banner.active && banner.apps.includes(app))) return null;
  return <BannerRegion banners={data} app={app} layout={bannerLayoutFor(pathname)} />;
}
