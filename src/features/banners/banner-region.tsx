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
          <VariantIcon variant={banner.variant} />
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

/** An "i" in a circle for information, "!" in a triangle for a warning: the variant not by colour alone. */
function VariantIcon({ variant }: { variant: Banner['variant'] }) {
  return (
    <svg className="banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {variant === 'warn' ? (
        <path d="M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z" />
      ) : (
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 8h2v7h-2v-7Zm0-4h2v2h-2V6Z" />
      )}
    </svg>
  );
}
