import { expect, test } from '@playwright/test';
import { flagOn, overrideFlags } from '../test-support/feature-flags';
import { readJson } from '../test-support/read-json';
import { LEGACY_PATH } from '../test-support/registration-flow';
import { expectStep, startUrl } from '../test-support/registration-journey';

// The flags are changed or failed for one page only (its own answers), never in the shared sandbox.
test.describe.configure({ mode: 'parallel' });

const REDESIGN_FLAG = 'fe-heloc-redesign-2025';
const { label: CHAT_LAUNCHER } = readJson<{ label: string }>('flows/chat/launcher.json');

test("a flags call that keeps failing: after its retries the lender's own flags hold, the redesigned registration and the chat included", async ({
  page,
}) => {
  const ORG = 'HUDSON_RIDGE_SAVINGS';
  expect(flagOn(ORG, REDESIGN_FLAG)).toBe(true);
  expect(flagOn(ORG, 'fe-webchat')).toBe(true);
  let asked = 0;
  await page.route('**/service-optimize/*/api/v1/features', async (route) => {
    asked += 1;
    await route.fulfill({ status: 503, json: { status: 503, message: 'Service Unavailable' } });
  });
  await page.goto(startUrl(ORG));
  await expectStep(page, 'property');
  await expect(page).toHaveURL(startUrl(ORG));
  await expect(page.getByRole('button', { name: CHAT_LAUNCHER })).toBeVisible({ timeout: 20_000 });
  // Asked again before giving up (how often: src/core/flags/flags-or-manifest.test.ts).
  expect(asked).toBeGreaterThan(1);
});

test('with the redesign flag off, register-v2 sends the borrower to the older /register path, which shows the first step', async ({
  page,
}) => {
  const ORG = 'KETTLE_MORAINE_CU';
  await overrideFlags(page, { [REDESIGN_FLAG]: false });
  await page.goto(startUrl(ORG));
  await expect(page).toHaveURL(startUrl(ORG, {}, { path: LEGACY_PATH }), { timeout: 20_000 });
  await expectStep(page, 'property');
});
