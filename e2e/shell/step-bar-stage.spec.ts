import { expect, test } from '@playwright/test';
import { actAs, applicationPath, expectOneCurrentStep, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { forceStatus } from '../test-support/sandbox-client';

// A lender serving the Boston property of createBrandBorrower, not among the suite's deep three.
const ORG = 'NARRAGANSETT_BAY_CU';

test.describe.configure({ timeout: 120_000 });

// Statuses near closing whose screens are shared with the start of the journey (the timeout
// page) or were marked as its first step: the step bar shows where the application is.
for (const [status, screen, step] of [
  ['GEN_CLOSING_DISCLOSURE', 'review-app/signdocs', 'Sign Documents'],
  ['ORDER_FULL_TITLE', 'error/timeout', 'Provide More Info'],
] as const) {
  test(`${status} on ${screen}: the step bar shows ${step}`, async ({ page, request }) => {
    const borrower = await createBrandBorrower(request, ORG);
    await forceStatus(request, borrower.uuid, status);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, screen), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(screen) })).toBeVisible({ timeout: 20_000 });
    await expect(await expectOneCurrentStep(page)).toContainText(step);
  });
}
