import { expect, test } from '@playwright/test';
import { APPLICATION_URL, screens } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { startUrl, walk } from '../test-support/registration-journey';

// A lender with a six-month for-sale window (manifest forSaleWindowMonths), serving Texas.
const ORG = 'MESQUITE_FLATS_CU';
const declined = screens['error/listed-for-sale']!;

test.describe.configure({ timeout: 120_000 });

test('a home listed for sale within the lender’s window gets no offers, and the borrower reads why', async ({
  page,
}) => {
  expect(brand(ORG).forSaleWindowMonths).toBe(6);
  const answers = answersFor('TX', { isListedForSale: true });
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG });

  await expect(page).toHaveURL(APPLICATION_URL('error/listed-for-sale'), { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: declined.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(declined.intro![1]!)).toBeVisible();
  await expect(page.getByText('1450 Cedar Ridge Lane', { exact: false })).toBeVisible();
});
