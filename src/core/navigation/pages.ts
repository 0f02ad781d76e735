import pagesJson from '@flows/routes/pages.json';
import redirectsJson from '@flows/routes/redirects.json';
import type { Page, Pages } from '@/generated/types/pages';
import type { Redirects } from '@/generated/types/redirects';

export type { Page, Pages };
export type PageView = NonNullable<Page['view']>;

// npm run validate checked both files against the schemas these types are generated from.
export const PAGES = pagesJson as unknown as Pages;
const REDIRECTS = redirectsJson as unknown as Redirects;

/** Who may open what, derived from the pages: the two logins and the public path patterns. */
export interface PublicRoutes {
  login: string;
  signer: { under: string; login: string };
  /** Exact paths, or paths ending in /* for them and everything below them. */
  public: readonly string[];
}

/**
 * The public routes: every page marked public, and every full-page load (flows/routes/
 * redirects.json) of a public page, since it only ever shows that page.
 */
export function publicRoutes(
  pages: Pages = PAGES,
  fullPageLoads: Redirects['fullPageLoads'] = REDIRECTS.fullPageLoads,
): PublicRoutes {
  const open = pages.pages.filter((p) => p.public).map((p) => p.path);
  const loads = fullPageLoads.filter((load) => open.includes(load.to)).map((load) => load.from);
  return { login: pages.login, signer: pages.signer, public: [...open, ...loads] };
}

/** A page something draws: a content page by key, or a view of the router's registry. */
export type DrawnPage = Page & ({ content: string } | { view: PageView });

/** The pages the router draws, split by the maintenance switch; paths with no page of their own are left out. */
export function routedPages(pages: Pages = PAGES): { open: DrawnPage[]; maintenance: DrawnPage[] } {
  const drawn = pages.pages.filter((p): p is DrawnPage => p.content !== undefined || p.view !== undefined);
  return { open: drawn.filter((p) => !p.maintenance), maintenance: drawn.filter((p) => p.maintenance) };
}
