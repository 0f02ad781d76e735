import { join } from 'node:path';
import { shotFileName, VIEWPORT_NAMES } from '../scripts/screenshots/capture-settings';
import { createFlowReader, type PageEntry } from '../scripts/screenshots/page-set';
import { planShot, signsIn } from './shot-plan';
import { test } from './fixtures';
import { loadRunPageSet, OUT, ROOT, selectedBrands } from './run-options';

/**
 * One test per picture of scripts/screenshots/page-set.json: brand, then the pages of one path
 * (the terms page and its footer; the registration step, its errors and its banners) at each
 * width. Such a group runs in order in one worker, so a page of the URL just loaded reuses that
 * load and a borrower is made once for both widths; groups and brands are spread over the workers
 * (fullyParallel). A shard (--shard=i/n cuts the list in order) holds whole brands but the one at
 * each edge. Each test writes <OUT>/<ORG>/<page>-<width>.png and names it in a "picture"
 * annotation, which the gallery reporter reads.
 */
const pageSet = loadRunPageSet();
const flows = createFlowReader(ROOT);
const byPath = new Map<string, PageEntry[]>();
for (const entry of pageSet.pages) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);

for (const brand of selectedBrands()) {
  const source = { manifest: brand, orgCode: brand.orgCode, flows };
  for (const [path, entries] of byPath) {
    test.describe(`${brand.orgCode} ${path}`, () => {
      test.describe.configure({ mode: 'default' });
      for (const viewport of VIEWPORT_NAMES) {
        for (const entry of entries) {
          // Words a brand cannot answer (headingFromBrand) fail here, while the list is made, not in a browser.
          const plan = planShot(entry, source);
          const picture = `${brand.orgCode}/${shotFileName(entry.key, viewport)}`;
          const annotation = { type: 'picture', description: picture };
          test(`${brand.orgCode} ${viewport} ${entry.key}`, { annotation }, async ({ shooter, borrowers }) => {
            const setup = entry.setup?.application ?? null;
            const borrower = signsIn(entry) ? await borrowers(brand, entry.key, setup) : undefined;
            await (await shooter(viewport)).shoot({ ...plan, borrower, file: join(OUT, picture) });
          });
        }
      }
    });
  }
}
