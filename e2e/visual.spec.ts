import { expect, test } from '@playwright/test';
import { CONTEXT_OPTIONS, FIXED_TIME, VIEWPORTS } from '../scripts/screenshots/capture-settings';
import { actAs, applicationCopy, applicationPath, screenTitle } from './test-support/application';
import { expectPageReady } from './test-support/page-checks';
import { createBorrower, forceStatus } from './test-support/sandbox-client';
import { brand } from './test-support/brands';
import { readJson } from './test-support/read-json';
import type { RegistrationCopy } from '../src/generated/types/registration-copy';

const registrationHeader = readJson<RegistrationCopy>('flows/registration/copy.json').header;

/**
 * Pixel baselines of what every lender shows first: the terms page (the window, not the whole
 * page, to keep the files small) and the footer, for the provider and two partners, and one
 * application status screen of the provider (income verification: fixed words, nothing from the
 * borrower's data, so the random e2e email does not reach the picture). Same pinned
 * clock, locale, time zone and motion as `npm run screenshots`. After an intended change:
 * `npm run build && npx playwright test e2e/visual.spec.ts --update-snapshots`, then review the
 * new PNGs in the diff like any other change.
 */
const BRANDS = ['MERIDIAN', 'CEDAR_VALLEY_FCU', 'GRANITE_TRUST'];
const SHOT = { animations: 'disabled', caret: 'hide' } as const;

test.use({ ...CONTEXT_OPTIONS, viewport: VIEWPORTS.desktop.viewport });

// The lender's banners are posted content that changes any day (e2e/stateful/banners.spec.ts
// checks them); the baselines approve the brand's own pages, so the published banner list is empty here.
test.beforeEach(async ({ page }) => {
  await page.route('**/cdn/banners/*.json', (route) => route.fulfill({ json: [] }));
});

for (const orgCode of BRANDS) {
  test.describe(orgCode, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(FIXED_TIME);
      await page.goto(`/terms?org=${orgCode}`);
      await expectPageReady(page, brand(orgCode).footer.termsLabel);
      await page.evaluate(() => document.fonts.ready);
    });

    test('the terms page looks as approved', async ({ page }) => {
      await expect(page).toHaveScreenshot(`${orgCode}-terms.png`, SHOT);
    });

    test('the footer looks as approved', async ({ page }) => {
      await expect(page.getByRole('contentinfo')).toHaveScreenshot(`${orgCode}-footer.png`, SHOT);
    });
  });
}

test.describe('MERIDIAN application', () => {
  test('the income verification screen looks as approved', async ({ page, request }) => {
    const borrower = await createBorrower(request);
    await forceStatus(request, borrower.uuid, 'INCOME_VERIFICATION');
    await actAs(page, borrower);
    await page.clock.setFixedTime(FIXED_TIME);
    await page.goto(`${applicationPath(borrower.uuid, 'income/review')}?org=MERIDIAN`);
    await expectPageReady(page, screenTitle('income/review'));
    await expect(page.getByText(applicationCopy.routing.loading)).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    // The loan number in the register header depends on how many applications the run made before.
    const loanNumber = page.getByText(new RegExp(`^${registrationHeader.applicationId}`));
    await expect(page).toHaveScreenshot('MERIDIAN-income-review.png', { ...SHOT, mask: [loanNumber] });
  });
});
