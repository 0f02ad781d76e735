import { expect, test } from '@playwright/test';
import { actAs } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { PORT } from '../test-support/port';
import { forceStatus } from '../test-support/sandbox-client';

// A lender the deep specs do not use, reached by its host name.
const SITE = `http://granitetrust.localhost:${PORT}`;

test('a declined application says it ended and offers a new one', async ({ page, request }) => {
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'DECLINED', { decision: 'DECLINE' });
  await actAs(page, borrower);
  await page.goto(`${SITE}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This application has ended and can no longer continue.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Confirm your name, date of birth and phone' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
});

test('a frozen credit file blocks the application, and the card leads to what to do', async ({ page, request }) => {
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
  await actAs(page, borrower);
  await page.goto(`${SITE}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This application is on hold until you take action.')).toBeVisible();
  await expect(page.getByText(/^Started \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.getByRole('link', { name: 'See what you can do' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/credit/error$`));
});
