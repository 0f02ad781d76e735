import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Diagnostic } from '../diagnostic';
import { field, reporter, type ProjectCheck } from './check';

export const PAGES_FILE = 'flows/routes/pages.json';
export const CONTENT_PAGES_FILE = 'flows/pages/public-pages.json';

/**
 * What the pages schema cannot say: a page's content names a page of flows/pages/public-pages.json,
 * every content page there has a path, and no path is given twice.
 */
export const pagesCheck: ProjectCheck = {
  run({ flowFiles }) {
    const pagesDoc = flowFiles.find((f) => f.file === PAGES_FILE);
    const contentDoc = flowFiles.find((f) => f.file === CONTENT_PAGES_FILE);
    if (!pagesDoc) return [];
    const out: Diagnostic[] = [];
    const report = reporter(pagesDoc, out);
    const contentPages = field(contentDoc?.value, 'pages');
    const known = isPlainObject(contentPages) ? Object.keys(contentPages) : [];
    const list = field(pagesDoc.value, 'pages');
    const used = new Set<string>();
    const paths = new Map<string, number>();
    (Array.isArray(list) ? list : []).forEach((page, i) => {
      const content = field(page, 'content');
      if (typeof content === 'string') {
        used.add(content);
        if (contentDoc && !known.includes(content))
          report(
            `/pages/${i}/content`,
            `"${content}" is not a page of ${CONTENT_PAGES_FILE}${didYouMean(content, known)}`,
          );
      }
      const path = field(page, 'path');
      if (typeof path !== 'string') return;
      const earlier = paths.get(path);
      if (earlier !== undefined) report(`/pages/${i}/path`, `"${path}" is already page ${earlier}`);
      else paths.set(path, i);
    });
    if (contentDoc) {
      const reportContent = reporter(contentDoc, out);
      for (const key of known.filter((k) => !used.has(k)))
        reportContent(`/pages/${key}`, `page "${key}" has no path: give it one in ${PAGES_FILE}, or remove it`, 'key');
    }
    return out;
  },
};
