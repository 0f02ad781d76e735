import type { BrowserContext, Page } from '@playwright/test';
import type { AppServer } from './app-server';
import { NETWORK_QUIET_MS, PAGE_TIMEOUT_MS } from './capture-settings';
import { trackNetwork } from './network-quiet';
import type { PageEntry } from './page-set';

export interface Shot {
  entry: PageEntry;
  orgCode: string;
  /** The h1 text that marks the page ready for this brand. */
  heading: string;
  file: string;
}

/**
 * Takes pictures in one tab of one context, brand after brand: a worker keeps a tab per window
 * size for the whole run, so the app's files are fetched and compiled once, not per picture.
 * A picture of the same URL as the one before reuses that load (the terms page, then its
 * footer). Every brand is loaded with ?org=, which holds for that page load only, and a setup
 * is undone after its picture, so nothing one brand sees can leak into the next.
 */
export function createShooter(context: BrowserContext, server: AppServer) {
  let tab: Page | undefined;
  let loadedUrl: string | undefined;
  return {
    async shoot(shot: Shot): Promise<void> {
      const page = (tab ??= await context.newPage());
      const url = pageUrl(server, shot);
      const reuse = !shot.entry.setup && loadedUrl === url;
      // Until this picture succeeds the tab's state is unknown (or set up): the next one loads afresh.
      loadedUrl = undefined;
      const undo = await applySetup(page, server, shot.entry.setup);
      try {
        if (reuse) await page.evaluate(() => window.scrollTo(0, 0));
        else await load(page, url, shot.heading);
        await picture(page, shot);
      } finally {
        for (const step of undo.reverse()) await step();
      }
      if (!shot.entry.setup) loadedUrl = url;
    },
  };
}

type Undo = () => Promise<unknown>;

async function applySetup(page: Page, server: AppServer, setup: PageEntry['setup']): Promise<Undo[]> {
  const undo: Undo[] = [];
  if (!setup) return undo;
  try {
    if (setup.flags) {
      await server.control('PUT', '/__sandbox/flags', setup.flags);
      undo.push(() => server.control('DELETE', '/__sandbox/flags'));
    }
    if (setup.fault?.sandbox) {
      await server.control('POST', '/__sandbox/faults', setup.fault.sandbox);
      undo.push(() => server.control('DELETE', '/__sandbox/faults'));
    }
    if (setup.fault?.abortRequests) {
      const matches = pathMatcher(setup.fault.abortRequests);
      const route = await page.route((url) => matches(url.pathname), (r) => r.abort());
      undo.push(() => route.dispose());
    }
    const items = setup.sessionStorage;
    if (items) {
      const script = await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      }, items);
      undo.push(() => script.dispose());
      undo.push(() => page.evaluate((keys) => keys.forEach((key) => window.sessionStorage.removeItem(key)), Object.keys(items)));
    }
    return undo;
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  }
}

function pageUrl(server: AppServer, shot: Shot): string {
  return `${server.origin}${shot.entry.path}?org=${encodeURIComponent(shot.orgCode)}`;
}

/** Ready means: the heading took focus (the app's own "page ready" signal), the network is quiet, fonts and images are in. */
async function load(page: Page, url: string, heading: string): Promise<void> {
  const network = trackNetwork(page);
  try {
    await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    await headingFocused(page, heading);
    await network.quiet(NETWORK_QUIET_MS, PAGE_TIMEOUT_MS);
  } finally {
    network.stop();
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
  });
}

async function headingFocused(page: Page, heading: string): Promise<void> {
  try {
    await page.waitForFunction(
      (name) => {
        const focused = document.activeElement;
        return focused?.tagName === 'H1' && focused.textContent?.trim() === name;
      },
      heading,
      { timeout: PAGE_TIMEOUT_MS, polling: 25 },
    );
  } catch (error) {
    const h1 = await page.locator('h1').allTextContents().catch(() => []);
    const seen = h1.length ? h1.map((t) => `"${t}"`).join(', ') : 'none';
    throw new Error(`the h1 "${heading}" never took focus (h1 on the page: ${seen}): ${(error as Error).message.split('\n')[0]}`);
  }
}

async function picture(page: Page, shot: Shot): Promise<void> {
  const options = { path: shot.file, animations: 'disabled', caret: 'hide', scale: 'css', timeout: PAGE_TIMEOUT_MS } as const;
  if (shot.entry.clip === 'footer') await page.getByRole('contentinfo').screenshot(options);
  else await page.screenshot({ ...options, fullPage: shot.entry.clip === 'full' });
}

/** "/assets/content-route-*.js": * stands for any characters within one path segment. */
export function pathMatcher(pattern: string): (pathname: string) => boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => regex.test(pathname);
}
