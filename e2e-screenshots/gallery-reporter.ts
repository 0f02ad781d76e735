import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { loadBrandManifests } from '../scripts/screenshots/brand-list';
import { writeGallery } from '../scripts/screenshots/write-gallery';
import { loadRunPageSet, OUT, ROOT } from './run-options';

const pictureOf = (test: TestCase) => test.annotations.find((a) => a.type === 'picture')?.description;
const orgOf = (picture: string) => picture.split('/')[0]!;

/**
 * Writes the gallery (index.html, manifest.json) over the pictures the run took, once every test
 * has passed; with a failure it writes none. A brand whose every picture this run took has its
 * folder swept of pictures the page set no longer names. Also works over merged shard reports
 * (`npx playwright merge-reports --reporter ./e2e-screenshots/gallery-reporter.ts`) once the
 * shards' folders are copied into one.
 */
export default class GalleryReporter implements Reporter {
  private planned = new Map<string, string[]>();
  private taken: string[] = [];
  private failed = 0;

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      const picture = pictureOf(test);
      if (picture) this.planned.set(orgOf(picture), [...(this.planned.get(orgOf(picture)) ?? []), picture]);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const picture = pictureOf(test);
    if (!picture) return;
    if (result.status === 'passed') this.taken.push(picture);
    else if (result.status !== 'skipped') this.failed++;
  }

  async onEnd(result: FullResult): Promise<void> {
    // `--list` and a run stopped before any test ends leave the folder as it was.
    if (this.taken.length === 0 && this.failed === 0) return;
    if (this.failed > 0 || result.status !== 'passed') {
      process.stderr.write(`\n${this.failed} pictures failed; no gallery written.\n`);
      return;
    }
    const taken = new Set(this.taken);
    for (const [orgCode, pictures] of this.planned) {
      if (!pictures.every((p) => taken.has(p))) continue;
      for (const file of readdirSync(join(OUT, orgCode)))
        if (!taken.has(`${orgCode}/${file}`)) rmSync(join(OUT, orgCode, file), { recursive: true });
    }
    const orgs = new Set(this.taken.map(orgOf));
    const brands = loadBrandManifests(ROOT).filter((brand) => orgs.has(brand.orgCode));
    await writeGallery(OUT, brands, loadRunPageSet(), this.taken);
    process.stdout.write(
      `\n${brands.length} brands, ${this.taken.length} pictures. Gallery: ${join(OUT, 'index.html')}\n`,
    );
  }
}
