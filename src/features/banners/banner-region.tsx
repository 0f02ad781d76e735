import { useEffect, useMemo, useState } from 'react';
import { dismissBanner, forgetOvertaken, visibleBanners, type Banner } from '@/core/banners/banners';
import platform from '@flows/shell/platform.json';
import { localDismissalStorage, type DismissalStorage } from './dismissal-storage';
import './banners.css';

const t = platform.banners;

export interface BannerRegionProps {
  /** The published banners (the data file, already checked: src/features/banners/api/get-banners.ts). */
  banners: readonly Banner[];
  /** This page's app name, as banners list it. */
  app: string;
  layout: 'marketing' | 'product';
  storage?: DismissalStorage;
  now?: () => Date;
}

/**
 * The site-wide banners (platform spec, sections 2 and 4): active ones listing this app, newest
 * first, at most two; a dismissable one is hidden until it is updated after the dismissal.
 */
export default function BannerRegion({
  banners: data,
  app,
  layout,
  storage: givenStorage,
  now = () => new Date(),
}: BannerRegionProps) {
  // One storage for the region's life: a new one each render would rerun the effect below on every
  // render, and its state update would start the next render, starving the router's transitions.
  const [storage] = useState(() => givenStorage ?? localDismissalStorage());
  const [dismissals, setDismissals] = useState(() => storage.read());
  useEffect(() => {
    const kept = forgetOvertaken(data, storage.read());
    storage.write(kept);
    setDismissals(kept);
  }, [data, storage]);
  const shown = useMemo(() => visibleBanners(data, { app, dismissals, max: t.maxShown }), [data, app, dismissals]);
  if (!shown.length) return null;
  const dismiss = (banner: Banner) => {
    const next = dismissBanner(storage.read(), banner, now());
    storage.write(next);
    setDismissals(next);
  };
  return (
    <section aria-label={t.regionLabel} className={`banners banners--${layout}`}>
      {shown.map((banner) => (
        <div key={banner.uuid} className={`banner banner--${banner.variant}`}>
          <p className="banner__message">
            <span className="banner__variant">{t.variantLabels[banner.variant]}: </span>
            {banner.message}
          </p>
          {banner.dismissable && (
            <button type="button" className="banner__dismiss" aria-label={t.dismiss} onClick={() => dismiss(banner)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
