import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import type { LoadedBrand } from '../validate/load-project';
import { BRAND_DATA_PACK } from '../lib/brand-data-pack';
import { BRAND_INDEX_FILE } from '../lib/input-hash';
import { generatedHeader, type OutputFile } from './output-files';

export const BRAND_DATA_BASE = '/brand-data';

export interface CatalogEntry {
  orgCode: string;
  displayName: string;
  kind: string;
  hostPrefixes: string[];
  termsLabel: string;
  isDefault: boolean;
}

/**
 * One small file per brand, logo and host prefix, fetched on demand, so the first page load costs
 * the same with 60 brands or 6,000; only constants go into code. They are written as one pack
 * (scripts/lib/brand-data-pack.ts) that the build unpacks into dist/brand-data/.
 */
export function emitBrandData(brands: readonly LoadedBrand[], inputHash: string): OutputFile[] {
  const manifests = brands
    // Validation has passed, so each manifest matches its schema.
    .map((b) => ({ brand: b, manifest: b.manifest as unknown as BrandManifest }))
    .sort((a, b) => (a.manifest.orgCode < b.manifest.orgCode ? -1 : a.manifest.orgCode > b.manifest.orgCode ? 1 : 0));
  const pack: Record<string, string> = {};
  for (const { brand, manifest } of manifests) {
    const { $schema: _schema, ...data } = manifest;
    const logoUrl = `${BRAND_DATA_BASE}/logos/${manifest.orgCode}.svg`;
    pack[`orgs/${manifest.orgCode}.json`] = JSON.stringify({ ...data, logoUrl });
    // Logos are SVG, which validation checked is UTF-8 text.
    pack[`logos/${manifest.orgCode}.svg`] = readFileSync(path.join(brand.dir, manifest.theme.logo.file), 'utf8');
    for (const prefix of manifest.hostPrefixes)
      pack[`hosts/${prefix}.json`] = JSON.stringify({ orgCode: manifest.orgCode });
  }
  // One entry per line, in path order, so two packs compare line by line.
  const lines = Object.keys(pack)
    .sort()
    .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(pack[key])}`);
  const files: OutputFile[] = [{ path: BRAND_DATA_PACK, contents: `{\n${lines.join(',\n')}\n}\n` }];
  const catalog: CatalogEntry[] = manifests.map(({ manifest: m }) => ({
    orgCode: m.orgCode,
    displayName: m.displayName,
    kind: m.kind,
    hostPrefixes: m.hostPrefixes,
    termsLabel: m.footer.termsLabel,
    isDefault: m.isDefault === true,
  }));
  files.push({ path: 'brand-catalog.json', contents: `${JSON.stringify(catalog, null, 2)}\n` });
  const defaultOrg = catalog.find((c) => c.isDefault)?.orgCode;
  if (defaultOrg === undefined) throw new Error('No default brand: validation should have caught this');
  files.push({ path: BRAND_INDEX_FILE, contents: brandIndex(defaultOrg, inputHash) });
  return files;
}

function brandIndex(defaultOrg: string, inputHash: string): string {
  return `${generatedHeader('brands/*/manifest.json')}
// Only constants: per-brand data is fetched from BRAND_DATA_BASE, so this file never grows with brands.

export const DEFAULT_ORG_CODE = '${defaultOrg}';
export const BRAND_DATA_BASE = '${BRAND_DATA_BASE}';
/** sha256 of the generator's inputs, compared by assertGeneratedFresh before every build. */
export const INPUT_HASH = '${inputHash}';
`;
}
