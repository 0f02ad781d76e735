import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { loadBrands, type LoadedBrand } from '../load-project';
import { statesServedNoteCheck } from './states-served-note';

const NOTE = { product: 'dscr', text: 'with more states to come', whenFewerThan: 50 };

/** A brand whose manifest is `manifest`, as the loader would give it. */
function brand(orgCode: string, manifest: Record<string, unknown>): LoadedBrand {
  const file = `brands/${orgCode}/manifest.json`;
  const doc = parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder: orgCode, dir: path.join(REPO_ROOT, 'brands', orgCode), file, doc, manifest };
}

const check = async (brands: LoadedBrand[]) =>
  (await statesServedNoteCheck.run({ rootDir: REPO_ROOT, brands, flowFiles: [], validFiles: new Set() })).map(
    formatDiagnostic,
  );

describe('states-served note check', () => {
  it('passes the committed brands, where one brand carries the note', async () => {
    const brands = await loadBrands(REPO_ROOT);
    expect(brands.filter((b) => (b.manifest.footer as { statesServedNote?: unknown }).statesServedNote)).toHaveLength(
      1,
    );
    expect(await check(brands)).toEqual([]);
  });

  it('refuses a second brand with the note, at each, naming the other', async () => {
    const found = await check([
      brand('ONE', { orgCode: 'ONE', products: { dscr: true }, footer: { statesServedNote: NOTE } }),
      brand('TWO', { orgCode: 'TWO', products: { dscr: true }, footer: { statesServedNote: NOTE } }),
      brand('THREE', { orgCode: 'THREE', products: { dscr: true }, footer: {} }),
    ]);
    expect(found).toEqual([
      expect.stringMatching(
        /^brands\/ONE\/manifest\.json:\d+:\d+  \/footer\/statesServedNote  is also set by TWO \(brands\/TWO\/manifest\.json\); the spec gives the states-served note to one brand only/,
      ),
      expect.stringMatching(/^brands\/TWO\/manifest\.json:\d+:\d+  \/footer\/statesServedNote  is also set by ONE /),
    ]);
  });

  it('refuses a note for a product the brand does not offer', async () => {
    const found = await check([
      brand('ONE', { orgCode: 'ONE', products: { dscr: false }, footer: { statesServedNote: NOTE } }),
    ]);
    expect(found).toEqual([
      expect.stringContaining('/footer/statesServedNote/product  "dscr" is not offered by this brand (products.dscr'),
    ]);
  });
});
