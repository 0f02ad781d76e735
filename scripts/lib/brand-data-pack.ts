import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Brand data (one small file per brand, per host prefix and per logo, fetched at run time) is
 * generated as one pack: src/generated/brand-data.json, `{ "orgs/ALPHA.json": "<text>", ... }`.
 * The build emits each entry as its own file under dist/brand-data/ and the dev server serves
 * them from the pack, so generation writes one file, not three or four per lender (creating a
 * few thousand small files took seconds on a busy disk, for files the build copies again).
 */
export const BRAND_DATA_PACK = 'brand-data.json';

export type BrandDataPack = Readonly<Record<string, string>>;

export function brandDataPackFile(generatedDir: string): string {
  return path.join(generatedDir, BRAND_DATA_PACK);
}

export async function readBrandDataPack(generatedDir: string): Promise<BrandDataPack> {
  return JSON.parse(await readFile(brandDataPackFile(generatedDir), 'utf8')) as BrandDataPack;
}

/** The pack, read again only when the file changed (a dev server answers many requests between two generate runs). */
export function cachedBrandDataPack(generatedDir: string): () => Promise<BrandDataPack> {
  let cached: { mtimeMs: number; size: number; pack: BrandDataPack } | undefined;
  return async () => {
    const { mtimeMs, size } = await stat(brandDataPackFile(generatedDir));
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size)
      cached = { mtimeMs, size, pack: await readBrandDataPack(generatedDir) };
    return cached.pack;
  };
}
