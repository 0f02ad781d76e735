import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { screenScopesCheck } from './screen-scopes';

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

const on = (flag: string) => ({ scope: `/flags/${flag}/enabled`, schema: { const: true } });
const selfEmployed = { scope: '/application/employmentType', schema: { const: 'SELF_EMPLOYED' } };

async function problems(file: Record<string, unknown>, name = 'flows/application/screens/test.json') {
  const flowFiles = [FLAGS, doc(name, file)];
  const found = await screenScopesCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() });
  return found.map(formatDiagnostic);
}

describe('scopes of screen conditions (flags are named inside conditions)', () => {
  it('accepts listed flags and the employment type, at any depth and under $defs', async () => {
    expect(
      await problems({
        $defs: { irs: on('fe-heloc-irs-maintenance') },
        screens: {
          'product/select': { options: { step: 'select', splitWhen: on('fe-heloc-multi-page-product-select') } },
          'income/review': {
            options: {
              methods: [{ id: 'A', screen: 'a', shownWhen: { allOf: [on('fe-heloc-business-iv'), selfEmployed] } }],
              notes: [{ copy: 'n', shownWhen: { not: { $ref: '#/$defs/irs' } } }],
            },
          },
          'bpo/order-bpo': { introVariant: { when: on('fe-heloc-business-iv'), intro: ['x'] } },
        },
      }),
    ).toEqual([]);
  });

  it('refuses an unknown scope or an unlisted flag at its file, line and pointer, with a suggestion', async () => {
    expect(
      await problems({
        $defs: { irs: on('fe-heloc-irs-maintenanse') },
        screens: {
          'product/select': { options: { splitWhen: on('fe-heloc-multi-page-product-selct') } },
          'income/review': {
            options: {
              methods: [
                { id: 'A', shownWhen: { not: { scope: '/borrower/employmentType', schema: { const: 'X' } } } },
                { id: 'B', shownWhen: { allOf: [{ scope: '/application/employmentTyp' }] } },
              ],
            },
          },
          'bpo/order-bpo': { introVariant: { when: { scope: '/flags/fe-heloc-business-iv/enabld' }, intro: ['x'] } },
        },
      }),
    ).toEqual([
      expect.stringMatching(
        /^flows\/application\/screens\/test\.json:4:16 {2}\/\$defs\/irs\/scope {2}names "fe-heloc-irs-maintenanse", which is not a flag listed in flows\/feature-flags\.json \(did you mean "fe-heloc-irs-maintenance"\?\)$/,
      ),
      expect.stringMatching(
        /^flows\/application\/screens\/test\.json:\d+:\d+ {2}\/screens\/product~1select\/options\/splitWhen\/scope {2}names "fe-heloc-multi-page-product-selct", which is not a flag listed in flows\/feature-flags\.json \(did you mean "fe-heloc-multi-page-product-select"\?\)$/,
      ),
      expect.stringContaining(
        '/screens/income~1review/options/methods/0/shownWhen/not/scope  names no field of the screen context (src/core/application/screen-conditions.ts): it has no "borrower" (its fields: flags, application)',
      ),
      expect.stringContaining(
        '/screens/income~1review/options/methods/1/shownWhen/allOf/0/scope  names no field of the screen context (src/core/application/screen-conditions.ts): /application has no "employmentTyp" (did you mean "employmentType"?)',
      ),
      expect.stringContaining('/screens/bpo~1order-bpo/introVariant/when/scope  names no field'),
    ]);
  });

  it("checks the signer's screens too", async () => {
    const found = await problems(
      { screens: { identity: { options: { askBackOfIdWhen: on('fe-heloc-back-of-idd') } } } },
      'flows/signer/screens.json',
    );
    expect(found).toEqual([
      expect.stringContaining(
        '/screens/identity/options/askBackOfIdWhen/scope  names "fe-heloc-back-of-idd", which is not a flag listed',
      ),
    ]);
  });
});
