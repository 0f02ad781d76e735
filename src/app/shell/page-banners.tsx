import { useEffect, useState } from 'react';
import { bannerAppFor, bannerLayoutFor, type Banner } from '@/core/banners/banners';
import { environmentOf } from '@/core/env/environment';
import { PAGES } from '@/core/navigation/pages';
import { bannerFileFor, useBanners } from '@/features/banners/api/get-banners';
import { useRuntimeConfig } from '@/renderer/runtime-config/runtime-config';
import platform from '@flows/shell/platform.json';

type Region = typeof import('@/features/banners/banner-region').default;

/** The banners' code, loaded only when a live banner is for the page: most pages have none. */
let region: Region | null = null;
const loadRegion = () =>
  import('@/features/banners/banner-region').then((m) => {
    region = m.default;
  });

/**
 * How long the page waits for the banner file before it is drawn without it. A banner that comes
 * later still shows (an outage notice matters more than a still page), pushing the page down once.
 */
const BANNER_WAIT_MS = 1500;

export interface PageBanners {
  /** The banner file is in (or failed, or took too long): the page may be drawn. */
  settled: boolean;
  /** The published banners, once known. */
  banners: readonly Banner[] | undefined;
}

/**
 * The banners go above the page heading, so the page is drawn together with them, never before
 * (a banner arriving above a drawn page would push it down: a layout shift). The file is asked for
 * as the app starts (app.tsx), beside the page's own code and data, and the banners' own code only
 * when one is live for the page, so the wait is seldom felt.
 */
export function usePageBanners(pathname: string): PageBanners {
  const config = useRuntimeConfig();
  const { data, isPending } = useBanners(config && bannerFileFor(environmentOf(config)));
  const [waitOver, setWaitOver] = useState(false);
  const live = pageHasBanners(data, pathname);
  const [regionLoaded, setRegionLoaded] = useState(region !== null);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitOver(true), BANNER_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    // Offline, the code may not come: the page is drawn without the banners, never held.
    if (live && !region) void loadRegion().finally(() => setRegionLoaded(true));
  }, [live]);
  return { settled: (!isPending && (!live || regionLoaded)) || waitOver, banners: data };
}

/** Whether a live banner is for the app (registration, application, signer, ...) of the page at `pathname`. */
export function pageHasBanners(banners: readonly Banner[] | undefined, pathname: string): boolean {
  const app = bannerAppFor(pathname, platform.banners.apps, PAGES.signer.under);
  return Boolean(banners?.some((banner) => banner.active && banner.apps.includes(app)));
}

/** The live banners of this page's app, under the header and above the page heading. */
export function PageBannerSlot({ banners, pathname }: { banners: readonly Banner[] | undefined; pathname: string }) {
  if (!banners || !region || !pageHasBanners(banners, pathname)) return null;
  const BannerRegion = region;
  const app = bannerAppFor(pathname, platform.banners.apps, PAGES.signer.under);
  return (
    <div className="shell__banners">
      <BannerRegion banners={banners} app={app} layout={bannerLayoutFor(pathname)} />
    </div>
  );
}
