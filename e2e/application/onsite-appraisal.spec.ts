import { expect, test } from '@playwright/test';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { forceStatus } from '../test-support/sandbox-client';

// A lender serving the Boston property of createBrandBorrower, not among the suite's deep three.
const ORG = 'NARRAGANSETT_BAY_CU';

test.describe.configure({ timeout: 120_000 });

test('a pending onsite appraisal shows the hold screen, which stays past the polling budget', async ({
  page,
  request,
}) => {
  const borrower = await createBrandBorrower(request, ORG);
  // Forced by the control, the status holds: the appraisal stays pending however long the page waits.
  await forceStatus(request, borrower.uuid, 'ONSITE_APPRAISAL_REQUEST');
  await page.clock.install();
  await actAs(page, borrower);
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'hold'), { timeout: 30_000 });
  const heading = page.getByRole('heading', { level: 1, name: screenTitle('hold') });
  await expect(heading).toBeVisible({ timeout: 20_000 });

  // Well past the 21-42 s after which routing gives up on a polled status, and past two of the
  // hold screen's own 30 s re-reads of the status.
  for (let i = 0; i < 15; i += 1) {
    await page.clock.fastForward(6_000);
    await page.waitForTimeout(50);
  }
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'hold'));
  await expect(heading).toBeVisible();
});
