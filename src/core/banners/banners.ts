import type { Banner } from '@/generated/types/banner-list';

export type { Banner };

/** When each banner was dismissed, by uuid (ISO date-times): the `dismissed-banners` entry. */
export type Dismissals = Record<string, string>;

export const DISMISSED_BANNERS_KEY = 'dismissed-banners';

export class BannerFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BannerFormatError';
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads the published banner data file (platform spec, sections 3 and 8): a list whose every entry
 * has a uuid, a message, a non-empty apps list and a variant (info or warn), else `formatMessage`
 * is thrown. What the spec does not require defaults to the safe side: not active, not
 * dismissable, no timestamps.
 */
export function parseBanners(data: unknown, formatMessage: string): Banner[] {
  if (!Array.isArray(data)) throw new BannerFormatError(formatMessage);
  return data.map((entry): Banner => {
    if (!isRecord(entry)) throw new BannerFormatError(formatMessage);
    const { uuid, message, apps, variant, active, dismissable, metadata } = entry;
    const validApps = Array.isArray(apps) && apps.length > 0 && apps.every(isText);
    if (!isText(uuid) || !isText(message) || !validApps || (variant !== 'info' && variant !== 'warn'))
      throw new BannerFormatError(formatMessage);
    const times = isRecord(metadata) ? metadata : {};
    return {
      uuid,
      message,
      apps: apps as string[],
      variant,
      active: active === true,
      dismissable: dismissable === true,
      metadata: {
        createdAt: typeof times.createdAt === 'string' ? times.createdAt : '',
        updatedAt: typeof times.updatedAt === 'string' ? times.updatedAt : '',
      },
    };
  });
}

const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Whether a dismissal still holds: only a dismissable banner can be dismissed, and an update
 * later than the dismissal brings it back (spec section 4).
 */
export function isDismissed(banner: Banner, dismissals: Dismissals): boolean {
  const at = dismissals[banner.uuid];
  if (!banner.dismissable || at === undefined) return false;
  return !(timeOf(banner.metadata.updatedAt) > timeOf(at));
}

/** The banners to show for `app`: active, listing the app, not dismissed; newest createdAt first; at most `max`. */
export function visibleBanners(
  banners: readonly Banner[],
  { app, dismissals, max }: { app: string; dismissals: Dismissals; max: number },
): Banner[] {
  return banners
    .filter((b) => b.active && b.apps.includes(app) && !isDismissed(b, dismissals))
    .sort((a, b) => timeOf(b.metadata.createdAt) - timeOf(a.metadata.createdAt))
    .slice(0, max);
}

/** Remembers that `banner` was dismissed at `now`; a banner that cannot be dismissed changes nothing. */
export function dismissBanner(dismissals: Dismissals, banner: Banner, now: Date): Dismissals {
  if (!banner.dismissable) return dismissals;
  return { ...dismissals, [banner.uuid]: now.toISOString() };
}

/** Drops the dismissals an update has overtaken (the spec's "the dismissal is forgotten"). */
export function forgetOvertaken(banners: readonly Banner[], dismissals: Dismissals): Dismissals {
  const kept: Dismissals = { ...dismissals };
  for (const banner of banners) {
    if (kept[banner.uuid] !== undefined && !isDismissed(banner, kept)) delete kept[banner.uuid];
  }
  return kept;
}

/** Reads the stored entry; anything unreadable counts as no dismissals. */
export function parseDismissals(raw: string | null): Dismissals {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The app a page belongs to, as banners list it: the signer's pages are their own app. */
export function bannerAppFor(pathname: string, apps: { default: string; signer: string }, signerBase: string): string {
  return pathname === signerBase || pathname.startsWith(`${signerBase}/`) ? apps.signer : apps.default;
}

/** Registration pages use the marketing layout; everything else the product layout. */
export function bannerLayoutFor(pathname: string): 'marketing' | 'product' {
  return /^\/account\/[a-z0-9-]+\/register(-v2)?(\/|$)/.test(pathname) ? 'marketing' : 'product';
}
