import type { Page } from '@playwright/test';
import { NETWORK_QUIET_MS, PAGE_TIMEOUT_MS } from '../scripts/screenshots/capture-settings';
import type { Action, PageEntry, ReadyCheck } from '../scripts/screenshots/page-set';
import { LOADER_LINGER_MS, LOADER_MIN_DISPLAY_MS } from '../src/core/application/loader-timing';
import { trackNetwork } from './network-quiet';
import type { PageServer } from './page-setup';

// When a page is ready for its picture: loaded, its heading focused, the network quiet, fonts and images in; and a borrower's actions.

/** The newest live banner a page's setup publishes: it arrives after the page is drawn, so the picture waits for it. */
export function publishedBanner(entry: PageEntry): string | undefined {
  const live = (entry.setup?.banners ?? []).filter((banner) => banner.active);
  return live.sort((a, b) => (a.metadata.createdAt < b.metadata.createdAt ? 1 : -1))[0]?.message;
}

/** Ready means: the heading took focus (the app's own "page ready" signal), the network is quiet, fonts and images are in. */
export async function load(
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
export async function interact(page: Page, actions: readonly Action[], ready: ReadyCheck | undefined): Promise<void> {
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
