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
    { key: 'fe-heloc-business-iv', default: false, description: 'x' },
    { key: 'fe-heloc-multi-page-product-select', default: false, description: 'x' },
    { key: 'fe-heloc-back-of-id', default: true, description: 'x' },
  ],
});

async function problems(screens: Record<string, unknown>, file = 'flows/application/screens/test.json') {
  const flowFiles = [FLAGS, doc(file, { screens })];
  const found = await flagKeysCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() });
  return found.map(formatDiagnostic);
}

describe('flag keys named by screens (flag, …Flag)', () => {
  it('accepts listed flags, at any depth of a screen', async () => {
    const gate = { flag: 'fe-heloc-business-iv', employmentTypes: ['SELF_EMPLOYED'] };
    expect(
      await problems({
        'product/select': { options: { step: 'select', splitWhenFlag: 'fe-heloc-multi-page-product-select' } },
        'income/review': {
          options: {
            methods: [{ id: 'A', screen: 'a', hiddenWhenFlag: 'fe-heloc-irs-maintenance', onlyFor: gate }],
            notes: [{ copy: 'n', onlyWhenFlag: 'fe-heloc-irs-maintenance', hiddenFor: gate }],
          },
        },
        'bpo/order-bpo': { flagIntro: { flag: 'fe-heloc-business-iv', intro: ['x'] } },
      }),
    ).toEqual([]);
  });

  it('names each unlisted one where it is written, with a suggestion', async () => {
    expect(
      await problems({
        'product/select': { options: { splitWhenFlag: 'fe-heloc-multi-page-product-selct' } },
        'income/review': {
          options: {
            methods: [
              { id: 'TAX', hiddenWhenFlag: 42 },
              { id: 'A', onlyFor: { flag: 'fe-heloc-business-ivv', employmentTypes: ['RETIRED'] } },
            ],
          },
        },
        'bpo/order-bpo': { flagIntro: { flag: 'fe-heloc-company-covers', intro: ['x'] } },
      }),
    ).toEqual([
      expect.stringMatching(
        /^flows\/application\/screens\/test\.json:\d+:\d+ {2}\/screens\/product~1select\/options\/splitWhenFlag {2}"fe-heloc-multi-page-product-selct" is not a flag listed in flows\/feature-flags\.json \(did you mean "fe-heloc-multi-page-product-select"\?\)$/,
      ),
      expect.stringMatching(
        /\/screens\/income~1review\/options\/methods\/0\/hiddenWhenFlag {2}42 is not a flag listed in flows\/feature-flags\.json$/,
      ),
      expect.stringContaining(
        '/screens/income~1review/options/methods/1/onlyFor/flag  "fe-heloc-business-ivv" is not a flag listed in flows/feature-flags.json (did you mean "fe-heloc-business-iv"?)',
      ),
      expect.stringContaining('/screens/bpo~1order-bpo/flagIntro/flag  "fe-heloc-company-covers" is not a flag'),
    ]);
  });

  it("checks the signer's screens too", async () => {
    const found = await problems(
      { identity: { options: { backOfIdFlag: 'fe-heloc-back-of-idd' } } },
      'flows/signer/screens.json',
    );
    expect(found).toEqual([
      expect.stringContaining('/screens/identity/options/backOfIdFlag  "fe-heloc-back-of-idd" is not a flag listed'),
    ]);
  });
});
