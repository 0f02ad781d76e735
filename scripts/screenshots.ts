/**
 * `npm run screenshots [-- --brands A,B] [--out screenshots]`: every brand's page set (see
 * scripts/screenshots/page-set.json) at a phone and a desktop width, from the production build,
 * into <out>/<ORG>/<page>-<phone|desktop>.png, with a gallery (index.html) and manifest.json.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBrandManifests, loadFlagKeys } from './screenshots/brand-list';
import { captureBrands } from './screenshots/capture-brands';
import { snapshotDist } from './screenshots/dist-snapshot';
import { parseCliArgs, USAGE, UsageError } from './screenshots/cli-args';
import { createFlowReader, interactReady, loadPageSet, pageSetPath, readyHeading } from './screenshots/page-set';
import { formatBrandLine, formatSummary } from './screenshots/timing-report';
import { writeGallery } from './screenshots/write-gallery';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const all = loadBrandManifests(root);
  const options = parseCliArgs(
    process.argv.slice(2),
    all.map((b) => b.orgCode),
  );
  if (options.help) {
    print(USAGE);
    return 0;
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/ has no build: run `npm run build` first (`npm run screenshots` does both).');
    return 1;
  }
  const pageSet = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
  const brands = all.filter((b) => options.orgCodes.includes(b.orgCode));
  // A headingFromBrand that a brand cannot answer fails here, before the browser starts.
  const flows = createFlowReader(root);
  for (const brand of brands) {
    const source = { manifest: brand, orgCode: brand.orgCode, flows };
    for (const page of pageSet.pages) {
      readyHeading(page, source);
      interactReady(page, source);
    }
  }

  const outDir = resolve(options.out);
  await mkdir(outDir, { recursive: true });
  const started = performance.now();
  const width = Math.max(...brands.map((b) => b.orgCode.length));
  print(`${brands.length} brands × ${pageSet.pages.length} pages × 2 widths, ${options.workers} workers → ${outDir}`);
  const snapshot = await snapshotDist(dist);
  const results = await captureBrands({
    rootDir: root,
    dist: snapshot.dir,
    outDir,
    brands,
    pageSet,
    workers: options.workers,
    onBrandDone: (r) => print(formatBrandLine(r, width)),
  }).finally(() => snapshot.remove());
  const failures = results.flatMap((r) => r.failures);
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} pictures failed; no gallery written:\n${failures.map((f) => `  ${f}`).join('\n')}`,
    );
    return 1;
  }
  await writeGallery(
    outDir,
    brands,
    pageSet,
    results.flatMap((r) => r.files),
  );
  print(formatSummary(results, performance.now() - started));
  print(`Gallery: ${join(outDir, 'index.html')}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
