import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../scripts/bench/page-weight';

const budgets = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'bench', 'budgets.json'), 'utf8')) as {
  firstLoadJsGzipBytesMax: number;
};

// The quick part of `npm run bench`: the JavaScript the first registration step loads (the real
// requests, gzip) stays within bench/budgets.json. The bench itself compares with the baseline.
test('the first registration step loads no more JavaScript than its budget', async ({ browser, baseURL }) => {
  const weight = await measurePageWeight(
    browser,
    `${baseURL}/account/heloc/register-v2`,
    'Tell us about your property',
  );
  test.info().annotations.push({
    type: 'first-load',
    description: `${weight.js.gzip} B gzip in ${weight.assets.filter((a) => a.kind === 'js').length} scripts; budget ${budgets.firstLoadJsGzipBytesMax} B`,
  });
  expect(weight.js.gzip).toBeGreaterThan(0);
  expect(weight.js.gzip).toBeLessThanOrEqual(budgets.firstLoadJsGzipBytesMax);
});
