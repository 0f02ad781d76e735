import type { BrowserContext, Page } from '@playwright/test';
import type { AppServer } from '../scripts/screenshots/app-server';
import { NETWORK_QUIET_MS, PAGE_TIMEOUT_MS } from '../scripts/screenshots/capture-settings';
import { trackNetwork } from './network-quiet';
import { LOADER_LINGER_MS, LOADER_MIN_DISPLAY_MS } from '../src/core/application/loader-timing';
import type { GalleryBorrower } from './gallery-borrower';
import { type Action, APPLICATION_PLACEHOLDER, type PageEntry, type ReadyCheck } from '../scripts/screenshots/page-set';

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

/** What showPage needs of the server: where pages load from, and its sandbox controls. */
export type PageServer = Pick<AppServer, 'origin' | 'control'>;

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

type Undo = () => Promise<unknown>;

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

async function applySetup(
  page: Page,
  server: PageServer,
  setup: PageEntry['setup'],
  borrower: GalleryBorrower | undefined,
): Promise<Undo[]> {
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
      const route = await page.route(
        (url) => matches(url.pathname),
        (r) => r.abort(),
      );
      undo.push(() => route.dispose());
    }
    const items = setup.sessionStorage;
    if (items) {
      const script = await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries))
          if (value !== undefined) window.sessionStorage.setItem(key, value);
      }, items);
      undo.push(() => script.dispose());
      undo.push(() =>
        page.evaluate((keys) => keys.forEach((key) => window.sessionStorage.removeItem(key)), Object.keys(items)),
      );
    }
    if (setup.banners) {
      await server.control('PUT', '/__sandbox/banners', setup.banners);
      undo.push(() => server.control('PUT', '/__sandbox/banners', []));
    }
    if (setup.application || setup.signedIn) {
      if (!borrower) throw new Error('the page signs a borrower in, but no borrower was made for it');
      // Signed in the way the app keeps a session: the token in local storage before any script runs.
      const script = await page.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), borrower.jwt);
      undo.push(() => script.dispose());
      undo.push(() => page.evaluate(() => window.localStorage.removeItem('jwt')));
    }
    return undo;
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  }
}

/** The page's URL for one brand: its path (with the application's uuid, if it names one), its extra query parameters, then org. */
export function pageUrl(
  origin: string,
  entry: Pick<PageEntry, 'path' | 'query'>,
  orgCode: string,
  applicationUuid?: string,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entry.query ?? {})) if (value !== undefined) params.set(name, value);
  params.set('org', orgCode);
  const path = entry.path.includes(APPLICATION_PLACEHOLDER)
    ? entry.path.replace(APPLICATION_PLACEHOLDER, applicationUuid ?? missingUuid(entry.path))
    : entry.path;
  return `${origin}${path}?${params.toString()}`;
}

function missingUuid(path: string): never {
  throw new Error(`${path} names ${APPLICATION_PLACEHOLDER}, but no application was made for it`);
}

/** Ready means: the heading took focus (the app's own "page ready" signal), the network is quiet, fonts and images are in. */
/** The newest live banner a page's setup publishes: it arrives after the page is drawn, so the picture waits for it. */
function publishedBanner(entry: PageEntry): string | undefined {
  const live = (entry.setup?.banners ?? []).filter((banner) => banner.active);
  return live.sort((a, b) => (a.metadata.createdAt < b.metadata.createdAt ? 1 : -1))[0]?.message;
}

async function load(
  page: Page,
  server: PageServer,
  url: string,
  heading: string,
  loading: string | undefined,
  banner?: string,
): Promise<void> {
  // A first-time visitor: nothing left in storage by the brand before (the tab is on the app's origin after its first picture).
  if (page.url().startsWith(`${server.origin}/`)) {
    await page.evaluate(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });
  }
  await settle(page, async () => {
    await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    await headingFocused(page, heading);
    // React reveals a lazily loaded part in its own time, after its file has arrived and the network is quiet.
    if (loading) {
      // The loader stays up 1 s at least, then 300 ms more (platform-services section 4): the tab's
      // monotonic clock jumps that hold (and fires what falls due in it) instead of waiting it out.
      // The date stays frozen, and the page ends as it would have: the same picture, 1 s sooner.
      await page.clock.fastForward(LOADER_MIN_DISPLAY_MS + LOADER_LINGER_MS);
      await page.waitForFunction((text) => !document.body.innerText.includes(text), loading, {
        timeout: PAGE_TIMEOUT_MS,
        polling: 25,
      });
    }
    if (banner)
      await page.waitForFunction((text) => document.body.innerText.includes(text), banner, {
        timeout: PAGE_TIMEOUT_MS,
        polling: 25,
      });
  });
}

/** Runs `until` (navigation, a click and its wait), then waits for a quiet network, fonts and decoded images. */
async function settle(page: Page, until: () => Promise<void>): Promise<void> {
  const network = trackNetwork(page);
  try {
    await until();
    // What the shell asks for once the page has painted (the chat launcher) must be asked for
    // before the quiet window starts: the app waits for first-contentful-paint, or at most 1 s.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0 || performance.now() > 1000,
      null,
      { timeout: PAGE_TIMEOUT_MS, polling: 'raf' },
    );
    network.restartQuiet();
    await network.quiet(NETWORK_QUIET_MS, PAGE_TIMEOUT_MS);
    // On a busy machine React draws what a finished request brought (a lazily loaded part) more
    // than the quiet window later: wait until the tab has no task left, and for anything it asked for meanwhile.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve), { timeout: 5000 })),
    );
    await network.quiet(NETWORK_QUIET_MS, PAGE_TIMEOUT_MS);
  } finally {
    network.stop();
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
  });
}

/**
 * Does what a borrower does, in order, then waits for the state the page set names. The mouse
 * goes back to the corner afterwards, so no control is drawn hovered.
 */
async function interact(page: Page, actions: readonly Action[], ready: ReadyCheck | undefined): Promise<void> {
  if (!ready) throw new Error('the page has interactions but no ready condition for after them');
  await settle(page, async () => {
    for (const action of actions) {
      const what = describeAction(action);
      try {
        if ('click' in action)
          await page
            .getByRole(action.click.role, { name: action.click.name, exact: true })
            .click({ timeout: PAGE_TIMEOUT_MS });
        else
          await page
            .getByLabel(action.fill.label, { exact: true })
            .fill(action.fill.value, { timeout: PAGE_TIMEOUT_MS });
      } catch (error) {
        throw new Error(`${what} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await page.mouse.move(0, 0);
    await waitReady(page, ready);
  });
}

export function describeAction(action: Action): string {
  return 'click' in action
    ? `click the ${action.click.role} "${action.click.name}"`
    : `fill the field "${action.fill.label}"`;
}

async function waitReady(page: Page, ready: ReadyCheck): Promise<void> {
  if ('heading' in ready) return headingFocused(page, ready.heading);
  const kind = 'invalidField' in ready ? 'invalidField' : 'alert';
  try {
    await page.waitForFunction(
      (which) => {
        if (which === 'alert') return [...document.querySelectorAll('[role=alert]')].some((el) => el.checkVisibility());
        // The errors are in: the error summary has focus, with a link to the first control marked invalid.
        const first = document.querySelector('[aria-invalid="true"]');
        const focused = document.activeElement;
        const links = focused ? [...focused.querySelectorAll('a[href^="#"]')] : [];
        return first !== null && links.some((link) => link.getAttribute('href') === `#${first.id}`);
      },
      kind,
      { timeout: PAGE_TIMEOUT_MS, polling: 25 },
    );
  } catch (error) {
    const focused = await page
      .evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing')
      .catch(() => 'unknown');
    const want = kind === 'alert' ? 'no role=alert element became visible' : 'the error summary never took focus';
    throw new Error(`${want} (focus is on ${focused}): ${(error as Error).message.split('\n')[0]}`);
  }
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
    const h1 = await page
      .locator('h1')
      .allTextContents()
      .catch(() => []);
    const seen = h1.length ? h1.map((t) => `"${t}"`).join(', ') : 'none';
    throw new Error(
      `the h1 "${heading}" never took focus (h1 on the page: ${seen}): ${(error as Error).message.split('\n')[0]}`,
    );
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

/** "/assets/content-route-*.js": * stands for any characters within one path segment. */
export function pathMatcher(pattern: string): (pathname: string) => boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => regex.test(pathname);
}
