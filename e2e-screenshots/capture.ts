import type { BrowserContext, Page } from '@playwright/test';
import type { AppServer } from '../scripts/screenshots/app-server';
import { PAGE_TIMEOUT_MS } from '../scripts/screenshots/capture-settings';
import type { PageEntry, ReadyCheck } from '../scripts/screenshots/page-set';
import type { GalleryBorrower } from './gallery-borrower';
import { interact, load, publishedBanner } from './page-ready';
import { applySetup, pageUrl, type PageServer, type Undo } from './page-setup';

/** One page of the set for one brand, with its words looked up (shot-plan.ts) and its borrower made. */
export interface PageShot {
  entry: PageEntry;
  orgCode: string;
  /** The h1 text that marks the page ready for this brand. */
  heading: string;
  /** With entry.loadingGone: the loading words that must be gone from the page too. */
  loading?: string;
  /** With entry.interact: what marks the page ready after the actions, for this brand. */
  afterInteract?: ReadyCheck;
  /** With entry.setup.application: the borrower the page is signed in as, and the application its path names. */
  borrower?: GalleryBorrower;
  /** With entry.mask: elements whose text starts so are painted over. */
  masks?: RegExp[];
}

export interface Shot extends PageShot {
  file: string;
}

/**
 * Takes pictures in one tab of one context, brand after brand: a worker keeps a tab per window
 * size for the whole run, so the app's files are fetched and compiled once, not per picture.
 * A picture of the same URL as the one before reuses that load (the terms page, then its
 * footer; the registration step, then its errors) unless that picture changed the page (a setup
 * or interactions). Every brand is loaded with ?org=, which holds for that page load only, each
 * fresh load starts with empty session and local storage (a registration draft must not reach
 * the next brand), and a setup is undone after its picture, so nothing one brand sees can leak
 * into the next.
 */
export function createShooter(context: BrowserContext, server: AppServer) {
  let tab: Page | undefined;
  let loadedUrl: string | undefined;
  return {
    async shoot(shot: Shot): Promise<void> {
      const page = (tab ??= await context.newPage());
      const url = shotUrl(server, shot);
      const reuse = !shot.entry.setup && loadedUrl === url;
      // Until this picture succeeds the tab's state is unknown (or set up): the next one loads afresh.
      loadedUrl = undefined;
      const undo = await showPage(page, server, shot, reuse);
      try {
        await picture(page, shot);
      } finally {
        for (const step of undo.reverse()) await step();
      }
      if (!shot.entry.setup && !shot.entry.interact) loadedUrl = url;
    },
  };
}

const shotUrl = (server: PageServer, shot: PageShot) =>
  pageUrl(server.origin, shot.entry, shot.orgCode, shot.borrower?.uuid ?? undefined);

/**
 * Puts the tab in the state the picture shows: the setup applied, the page loaded (or, with
 * `reuse`, the load before scrolled to the top) and ready, the interactions done. Returns the
 * steps that undo the setup, to run after the picture; on failure they have already run.
 */
export async function showPage(page: Page, server: PageServer, shot: PageShot, reuse = false): Promise<Undo[]> {
  const undo = await applySetup(page, server, shot.entry.setup, shot.borrower);
  try {
    if (reuse) await page.evaluate(() => window.scrollTo(0, 0));
    else await load(page, server, shotUrl(server, shot), shot.heading, shot.loading, publishedBanner(shot.entry));
    if (shot.entry.interact) await interact(page, shot.entry.interact.actions, shot.afterInteract);
    return undo;
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  }
}

async function picture(page: Page, shot: Shot): Promise<void> {
  const mask = (shot.masks ?? []).map((pattern) => page.getByText(pattern));
  const options = {
    path: shot.file,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    timeout: PAGE_TIMEOUT_MS,
    mask,
  } as const;
  if (shot.entry.clip === 'footer') await page.getByRole('contentinfo').screenshot(options);
  else await page.screenshot({ ...options, fullPage: shot.entry.clip === 'full' });
}
