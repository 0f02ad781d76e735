import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';

/**
 * Everything that would otherwise vary between runs is pinned here: the clock (copyright year,
 * footer hours), locale and time zone, motion, and the two window sizes.
 */
export const FIXED_TIME = new Date('2026-01-15T17:00:00Z');

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const CONTEXT_OPTIONS: BrowserContextOptions = {
  locale: 'en-US',
  timezoneId: 'America/Los_Angeles',
  reducedMotion: 'reduce',
  colorScheme: 'light',
  serviceWorkers: 'block',
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser's environment: this process's, with fontconfig limited to the DejaVu fonts
 * (fonts.conf), so a picture does not depend on which other fonts the machine has.
 */
export function chromiumEnv(): NodeJS.ProcessEnv {
  return { ...process.env, FONTCONFIG_FILE: join(import.meta.dirname, 'fonts.conf') };
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's chromium-headless-shell: the same engine and version without the browser's own layers. */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests and screenshots drive: CHROMIUM_PATH, else Debian's headless shell, else
 * Debian's Chromium (Playwright's own download does not work everywhere we run). The shell draws
 * the same pixels (one brand's 26 pictures byte for byte) for about a fifth less CPU, and is
 * what Playwright itself runs headless.
 */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? debianChromium();
}

/** Debian's headless shell, else its Chromium, whichever is installed. */
export function debianChromium(): string | undefined {
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => existsSync(path));
}

/** The browser a borrower runs, for the bench's figures: CHROMIUM_PATH, else Debian's Chromium. */
export function fullChromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/** How long no request may be in flight before the page counts as settled. */
export const NETWORK_QUIET_MS = 100;
/** Longest wait for one page; the error fallback reloads five times first. */
export const PAGE_TIMEOUT_MS = 30_000;

export function shotFileName(pageKey: string, viewport: ViewportName): string {
  return `${pageKey}-${viewport}.png`;
}
