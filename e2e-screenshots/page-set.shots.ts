import { join } from 'node:path';
import { shotFileName, VIEWPORT_NAMES } from '../scripts/screenshots/capture-settings';
import { createFlowReader, type PageEntry } from '../scripts/screenshots/page-set';
import type { createBorrowerMaker } from './gallery-borrower';
import { planShot, signsIn } from './shot-plan';
import { test } from './fixtures';
import { loadRunPageSet, OUT, ROOT, selectedBrands } from './run-options';

/**
 * One test per picture of scripts/screenshots/page-set.json, in groups of one brand at one width:
 * a group runs in order in one worker, in one tab, so a page of the URL just loaded (the terms
 * page, then its footer; the registration step, then its errors) reuses that load, and a worker
 * given the phone group of a brand and the desktop group of the next keeps one tab per width all
 * the same (the app's files are fetched and compiled once per tab). Groups are spread over the
 * workers (fullyParallel): one brand's two widths run side by side. A shard (--shard=i/n cuts the
 * list in order) holds whole brands but the one at each edge. Each test writes
 * <OUT>/<ORG>/<page>-<width>.png and names it in a "picture" annotation, which the gallery
 * reporter reads.
 */
type BorrowerMaker = ReturnType<typeof createBorrowerMaker>;

const pageSet = loadRunPageSet();
const flows = createFlowReader(ROOT);

for (const brand of selectedBrands()) {
  const source = { manifest: brand, orgCode: brand.orgCode, flows };
  // Words a brand cannot answer (headingFromBrand) fail here, while the list is made, not in a browser.
  const plans = pageSet.pages.map((entry) => planShot(entry, source));
  const signedIn = pageSet.pages.filter(signsIn);
  const borrowerFor = (borrowers: BorrowerMaker, entry: PageEntry) =>
    borrowers(brand, entry.key, entry.setup?.application ?? null);
  for (const viewport of VIEWPORT_NAMES) {
    test.describe(`${brand.orgCode} ${viewport}`, () => {
      test.describe.configure({ mode: 'default' });
      // All the brand's borrowers are made by the sandbox (in the main process) while the group's
      // first pictures are taken; a failure is reported by the picture that needs the borrower.
      test.beforeAll(({ borrowers }) => {
        for (const entry of signedIn) void borrowerFor(borrowers, entry).catch(() => null);
      });
      for (const plan of plans) {
        const { entry } = plan;
        const picture = `${brand.orgCode}/${shotFileName(entry.key, viewport)}`;
        const annotation = { type: 'picture', description: picture };
        test(`${brand.orgCode} ${viewport} ${entry.key}`, { annotation }, async ({ shooter, borrowers }) => {
          const borrower = signsIn(entry) ? await borrowerFor(borrowers, entry) : undefined;
          await (await shooter(viewport)).shoot({ ...plan, borrower, file: join(OUT, picture) });
        });
      }
    });
  }
}
