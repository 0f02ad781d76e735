import type { Diagnostic } from '../diagnostic';
import { jsonNodes } from '../../lib/schema-registry';
import { diagnosticAt } from '../locate';
import { field, type ProjectCheck } from './check';
import { PAGES_FILE } from './pages';

export const REDIRECTS_FILE = 'flows/routes/redirects.json';

/** Fields that hold where a link or button leads: `to`, `href`, and any `...Url` or `...Path`. */
const LINK_KEY = /^(to|href|[a-z][A-Za-z]*(Url|Path))$/;

/** A segment filled at run time (`{applicationUuid}`, `:uuid`) stands for any one segment. */
const isFilled = (segment: string) => segment.startsWith(':') || /\{[^}]+\}/.test(segment);

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a site path lands on a route: a page of flows/routes (`:param`, a trailing `/*`) or a redirect's `from`. */
export function landsOnRoute(link: string, routes: readonly string[]): boolean {
  const wanted = segments(link.split(/[?#]/)[0]!);
  return routes.some((route) => {
    const pattern = segments(route);
    const open = pattern[pattern.length - 1] === '*';
    const fixed = open ? pattern.slice(0, -1) : pattern;
    if (open ? wanted.length < fixed.length : wanted.length !== fixed.length) return false;
    return fixed.every((part, i) => part.startsWith(':') || isFilled(wanted[i]!) || part === wanted[i]);
  });
}

/**
 * Every site path a flow file links to (a button's `to`, an `href`, a `surveyUrl`, ...) is a page
 * of flows/routes/pages.json or a redirect of flows/routes/redirects.json: a link nobody routes
 * shows the borrower 'Page not found'.
 */
export const internalLinksCheck: ProjectCheck = {
  run({ flowFiles }) {
    const pages = field(flowFiles.find((f) => f.file === PAGES_FILE)?.value, 'pages');
    const redirects = field(flowFiles.find((f) => f.file === REDIRECTS_FILE)?.value, 'redirects');
    const routes = [
      ...(Array.isArray(pages) ? pages : []).map((page) => field(page, 'path')),
      ...(Array.isArray(redirects) ? redirects : []).map((rule) => field(rule, 'from')),
    ].filter((path): path is string => typeof path === 'string');
    if (routes.length === 0) return [];
    const out: Diagnostic[] = [];
    for (const doc of flowFiles) {
      if (doc.file === PAGES_FILE) continue;
      for (const { pointer, value: link, key } of jsonNodes(doc.value)) {
        const isLink = typeof link === 'string' && key !== undefined && LINK_KEY.test(key) && /^\/(?!\/)/.test(link);
        if (isLink && !landsOnRoute(link, routes))
          out.push(diagnosticAt(doc, pointer, `"${link}" is no route of ${PAGES_FILE} or ${REDIRECTS_FILE}`));
      }
    }
    return out;
  },
};
