import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { FIXED_TIME, VIEWPORTS } from './capture-settings';
import { describeFiles, pngSize } from './file-manifest';
import { GALLERY_ASSETS, renderGallery } from './gallery-html';
import type { PageSet } from './page-set';

/**
 * Writes index.html (with its stylesheet and script) and manifest.json next to the pictures.
 * manifest.json lists every other file with its sha256; it has no timestamps, so the manifests
 * of two runs of one commit are identical when the pictures are.
 */
export async function writeGallery(
  outDir: string,
  brands: readonly BrandManifest[],
  pageSet: PageSet,
  pictures: readonly string[],
): Promise<void> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const path of pictures) {
    const size = pngSize(await readFile(join(outDir, path)));
    if (size) sizes.set(path, size);
  }
  for (const asset of GALLERY_ASSETS) await copyFile(join(import.meta.dirname, 'gallery', asset), join(outDir, asset));
  await writeFile(
    join(outDir, 'index.html'),
    renderGallery({ brands, pages: pageSet.pages, fixedTime: FIXED_TIME, sizes }),
  );
  const files = await describeFiles(outDir, [...pictures, ...GALLERY_ASSETS, 'index.html']);
  const manifest = { fixedTime: FIXED_TIME.toISOString(), viewports: VIEWPORTS, files };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
