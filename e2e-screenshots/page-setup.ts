import type { Page } from '@playwright/test';
import type { AppServer } from '../scripts/screenshots/app-server';
import { APPLICATION_PLACEHOLDER, type PageEntry } from '../scripts/screenshots/page-set';
import type { GalleryBorrower } from './gallery-borrower';

// A picture's setup (flags, faults, banners, storage, a signed-in borrower) and its URL; capture.ts applies and undoes it.

/** What a picture needs of the server: where pages load from, and its sandbox controls. */
export type PageServer = Pick<AppServer, 'origin' | 'control'>;

export type Undo = () => Promise<unknown>;

/** Applies a page's setup; returns the steps that undo it, to run after the picture (on failure they have already run). */
export async function applySetup(
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

/** "/assets/content-route-*.js": * stands for any characters within one path segment. */
export function pathMatcher(pattern: string): (pathname: string) => boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => regex.test(pathname);
}
