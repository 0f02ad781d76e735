import { expect, test } from '@playwright/test';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { startUrl, walk } from '../test-support/registration-journey';

const ORG = 'GRANITE_TRUST';

test('the processing dialog follows the submit pipeline: the lender’s checks show while the application is created', async ({
  page,
}) => {
  // Hold the create call until the dialog has been read: only then does the pipeline move on.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/service-application/api/v3/application/helocs**', async (route) => {
    await held;
    await route.continue();
  });
  const answers = answersFor('MA');
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG });

  const dialog = page.getByRole('dialog', { name: 'Hang tight while we find your offers' });
  await expect(dialog).toBeVisible();
  const status = dialog.getByRole('status');
  await expect(status.getByRole('listitem')).toHaveText([
    "Checking your credit with a soft inquiry that won't affect your score",
    'Locating your property',
    "Estimating your home's value",
    'Checking your eligibility',
    'Preparing your offers',
  ]);
  // The account is made (one stage of three); the bar does not run ahead while the call is held.
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toHaveAttribute('value', '1');
  await page.waitForTimeout(2_500);
  await expect(bar).toHaveAttribute('value', '1');
  await expect(status).not.toContainText('Putting together your quote');

  release();
  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
});
