import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';

const BRANDS_DIR = join(import.meta.dirname, '..', '..', 'brands');

/** Every committed brand manifest, read the way a reviewer would: straight from brands/. */
export const brands: BrandManifest[] = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(join(BRANDS_DIR, entry.name, 'manifest.json'), 'utf8')) as BrandManifest)
  .sort((a, b) => a.orgCode.localeCompare(b.orgCode));

export function brand(orgCode: string): BrandManifest {
  const found = brands.find((b) => b.orgCode === orgCode);
  if (!found) throw new Error(`No brand ${orgCode}`);
  return found;
}

/** A few brands that together exercise the options, for the deep (slower) checks. */
export const DEEP_BRANDS = [
  'MERIDIAN',
  'MERIDIAN_NY',
  brands.find((b) => b.footer.termsLabel === 'Terms of Use' && b.kind === 'credit-union')!.orgCode,
];
