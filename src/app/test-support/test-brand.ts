import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '@/renderer/brand/brand-context';

/** A committed brand as the browser receives it (tests only). */
export function testBrand(orgCode = 'MERIDIAN'): Brand {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'brands', orgCode, 'manifest.json'), 'utf8'),
  ) as Brand & { $schema?: string };
  delete manifest.$schema;
  return { ...manifest, logoUrl: `/brand-data/logos/${orgCode}.svg` };
}
