import { resolve } from 'node:path';
import type { BrandManifest } from '../src/generated/types/brand-manifest';
import { loadBrandManifests, loadFlagKeys } from '../scripts/screenshots/brand-list';
import { loadPageSet, pageSetPath, type PageSet } from '../scripts/screenshots/page-set';
import { didYouMean } from '../scripts/validate/closest-name';

/**
 * What a screenshot run pictures, from the environment (Playwright's own options cover the rest:
 * --shard, --workers, --grep):
 *   SCREENSHOT_BRANDS  org codes, comma-separated (default: every brand)
 *   SCREENSHOT_OUT     output folder (default: screenshots)
 *   SCREENSHOT_PORT    worker n serves on this port + n (default 4190)
 *   SCREENSHOT_ROOT    the project folder whose brands/, flows/ and dist/ are pictured (default: this one)
 */
export const ROOT = resolve(process.env.SCREENSHOT_ROOT ?? process.cwd());
export const OUT = resolve(process.env.SCREENSHOT_OUT ?? 'screenshots');
export const BASE_PORT = Number(process.env.SCREENSHOT_PORT ?? 4190);

/** The page set is this checkout's; the headings it names are read from ROOT's flows/. */
export function loadRunPageSet(): PageSet {
  return loadPageSet(ROOT, pageSetPath(process.cwd()), loadFlagKeys(ROOT));
}

/** The brands SCREENSHOT_BRANDS names, in org-code order; an unknown one stops the run before any browser starts. */
export function selectedBrands(list = process.env.SCREENSHOT_BRANDS): BrandManifest[] {
  const all = loadBrandManifests(ROOT);
  if (list === undefined || list.trim() === '') return all;
  const wanted = list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const known = all.map((brand) => brand.orgCode);
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    const lines = unknown.map(
      (code) => `SCREENSHOT_BRANDS: unknown brand "${code}"${didYouMean(code, known)}: no brands/${code}/manifest.json`,
    );
    throw new Error(lines.join('\n'));
  }
  return all.filter((brand) => wanted.includes(brand.orgCode));
}
