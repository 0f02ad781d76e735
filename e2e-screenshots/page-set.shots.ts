import { join } from 'node:path';
import { shotFileName, VIEWPORT_NAMES } from '../scripts/screenshots/capture-settings';
import { createFlowReader } from '../scripts/screenshots/page-set';
import { planShot, signsIn } from '../scripts/screenshots/shot-plan';
import { test } from './fixtures';
import { loadRunPageSet, OUT, ROOT, selectedBrands } from './run-options';

/**
 * One test per brand, width and page of scripts/screenshots/page-set.json, in that order, so a
 * shard (--shard=i/n splits the list in order) holds whole brands but the one at each edge,
 * while the workers of a shard share each brand's pictures. Each writes <OUT>/<ORG>/<page>-<width>.png
 * and names it in a "picture" annotation, which the gallery reporter reads.
 */
const pageSet = loadRunPageSet();
const flows = createFlowReader(ROOT);

for (const brand of selectedBrands()) {
  const source = { manifest: brand, orgCode: brand.orgCode, flows };
  for (const viewport of VIEWPORT_NAMES) {
    for (const entry of pageSet.pages) {
      // Words a brand cannot answer (headingFromBrand) fail here, while the list is made, not in a browser.
      const plan = planShot(entry, source);
      const picture = `${brand.orgCode}/${shotFileName(entry.key, viewport)}`;
      test(
        `${brand.orgCode} ${viewport} ${entry.key}`,
        { annotation: { type: 'picture', description: picture } },
        async ({ shooter, borrowers }) => {
          const borrower = signsIn(entry)
            ? await borrowers(brand, entry.key, entry.setup?.application ?? null)
            : undefined;
          await (await shooter(viewport)).shoot({ ...plan, borrower, file: join(OUT, picture) });
        },
      );
    }
  }
}
