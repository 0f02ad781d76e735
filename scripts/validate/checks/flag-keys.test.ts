import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { FEATURE_FLAGS_FILE, flagKeysCheck } from './flag-keys';

const doc = (file: string, value: unknown) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

const FLAGS = doc(FEATURE_FLAGS_FILE, {
  flags: [
    { key: 'fe-heloc-irs-maintenance', default: false, description: 'x' },
    { key: 'fe-heloc-multi-page-product-select', default: false, description: 'x' },
  ],
});

async function problems(screens: Record<string, unknown>): Promise<string[]> {
  const flowFiles = [FLAGS, doc('flows/application/screens/test.json', { screens })];
  const found = await flagKeysCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() });
  return found.map(formatDiagnostic);
}

describe('flag keys named by screen options (…WhenFlag)', () => {
  it('accepts listed flags, at any depth of the options', async () => {
    expect(
      await problems({
        'product/select': { options: { step: 'select', splitWhenFlag: 'fe-heloc-multi-page-product-select' } },
        'income/review': { options: { methods: [{ id: 'TAX', hiddenWhenFlag: 'fe-heloc-irs-maintenance' }] } },
      }),
    ).toEqual([]);
  });

  it('names an unlisted one where it is written, with a suggestion', async () => {
    expect(
      await problems({
        'product/select': { options: { splitWhenFlag: 'fe-heloc-multi-page-product-selct' } },
        'income/review': { options: { methods: [{ id: 'TAX', hiddenWhenFlag: 42 }] } },
      }),
    ).toEqual([
      expect.stringMatching(
        /^flows\/application\/screens\/test\.json:\d+:\d+  \/screens\/product~1select\/options\/splitWhenFlag  "fe-heloc-multi-page-product-selct" is not a flag listed in flows\/feature-flags\.json \(did you mean "fe-heloc-multi-page-product-select"\?\)$/,
      ),
      expect.stringMatching(
        /\/screens\/income~1review\/options\/methods\/0\/hiddenWhenFlag  42 is not a flag listed in flows\/feature-flags\.json$/,
      ),
    ]);
  });
});
