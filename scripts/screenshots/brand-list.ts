import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';

/** Every committed manifest, sorted by org code: the order of the run and of the gallery. */
export function loadBrandManifests(rootDir: string): BrandManifest[] {
  const dir = join(rootDir, 'brands');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => JSON.parse(readFileSync(join(dir, entry.name, 'manifest.json'), 'utf8')) as BrandManifest)
    .sort((a, b) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0));
}

/** Keys of flows/feature-flags.json, which a page set's flag overrides must use. */
export function loadFlagKeys(rootDir: string): string[] {
  const list = JSON.parse(readFileSync(join(rootDir, 'flows', 'feature-flags.json'), 'utf8')) as {
    flags: { key: string }[];
  };
  return list.flags.map((flag) => flag.key);
}
