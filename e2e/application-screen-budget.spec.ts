import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { measureApplicationScreen } from '../scripts/bench/application-screen';

const root = resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(resolve(root, 'bench', 'budgets.json'), 'utf8')) as {
  applicationScreenJsGzipBytesMax: number;
};

// The first screen after registration loads the area it shows, not every screen's data and form
// validators, nor the step form renderer when it draws no form (bench/budgets.json). The budget is
// issue 27's 150 KB in the bench's unit (1 KB = 1,024 B: 153,600 B; it was 197.5 KB). The suite's
// sandbox seeds live banners, whose code (about 0.8 KB) loads here and not in the bench's quiet
// sandbox, so this figure is a little above the bench's (147.7 KB, 151,235 B, at the budget's last change).
test('the first application screen loads no more JavaScript than its budget', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { screen, weight } = await measureApplicationScreen(browser, root, baseURL!);
  test.info().annotations.push({
    type: 'application-screen',
    description: `${screen}: ${weight.js.gzip} B gzip in ${weight.assets.filter((a) => a.kind === 'js').length} scripts; budget ${budgets.applicationScreenJsGzipBytesMax} B`,
  });
  expect(screen).toBe('product/select');
  expect(weight.js.gzip).toBeLessThanOrEqual(budgets.applicationScreenJsGzipBytesMax);
});
