import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { measureApplicationScreen } from '../scripts/bench/application-screen';

const root = resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(resolve(root, 'bench', 'budgets.json'), 'utf8')) as {
  applicationScreenJsGzipBytesMax: number;
};

// The first screen after registration loads the area it shows, not every screen's data and form
// validators, nor the step form renderer when it draws no form (bench/budgets.json). The suite's
// sandbox is shared, so what other tests switch on (a live banner, the chat) may load here too:
// the budget keeps about 8 KB over a quiet sandbox's figure (155.0 KB), far under the 197.7 KB
// this screen loaded before it loaded only its own area.
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
