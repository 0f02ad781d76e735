import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { watchCsp } from '../test-support/page-checks';
import { startUrl } from '../test-support/registration-journey';
import { LOAN_OFFICERS } from '../test-support/sandbox-seed';
import { registerShellBorrower, signedInAs } from './shell-borrower';

const BROKER = '5a1e0000-0000-4000-8000-000000000003'; // Summit Ridge Mortgage Brokers (no originator name)

test('on desktop, a borrower whose application was referred sees their loan officer beside the page', async ({
  page,
  request,
}) => {
  test.slow(); // axe over the whole page on a loaded machine
  const borrower = await registerShellBorrower(request, 'PACIFIC_CREST_CU', {
    state: 'CA',
    street1: '12 Main St',
    city: 'San Jose',
    zip: '95112',
    referrerId: LOAN_OFFICERS.open,
  });
  await signedInAs(page, borrower);
  const csp = watchCsp(page);
  await page.goto(`/account/heloc/${borrower.uuid}?org=PACIFIC_CREST_CU`);

  const card = page.getByRole('complementary', { name: 'Your loan officer' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Marcus Lee', { exact: true })).toBeVisible();
  await expect(card.getByText('marcus.lee@example.com')).toBeVisible();
  await expect(card.getByText('(415) 555-0122')).toBeVisible();
  await expect(card.getByText('NMLS #2097152')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call Marcus Lee' })).toHaveAttribute('href', 'tel:+14155550122');
  await expect(card.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
    'href',
    'mailto:marcus.lee@example.com',
  );
  // The mobile bar is for phones only.
  await expect(page.getByRole('button', { name: 'Your loan officer' })).toBeHidden();
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a broker's referral shows 'Your broker' in a top bar that opens a drawer", async ({ page }) => {
    test.slow(); // axe over the whole page on a loaded machine
    const csp = watchCsp(page);
    await page.goto(startUrl('SUMMIT_LEDGER_BANK', { referrer: BROKER }));
    const bar = page.getByRole('button', { name: 'Your broker' });
    await expect(bar).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('complementary', { name: 'Your broker' })).toBeHidden();

    await bar.click();
    const drawer = page.getByRole('dialog', { name: 'Your broker' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Summit Ridge Mortgage Brokers', { exact: true })).toBeVisible();
    await expect(drawer.getByText('NMLS #3145728')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Call Summit Ridge Mortgage Brokers' })).toHaveAttribute(
      'href',
      'tel:+15125550133',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bar).toBeFocused();

    await bar.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(bar).toBeFocused();
    expect(csp).toEqual([]);
  });

  test('a referred borrower on another brand sees "Your loan officer" once registration has checked the referrer', async ({
    page,
  }) => {
    await page.goto(startUrl('PACIFIC_CREST_CU', { referrer: LOAN_OFFICERS.open }));
    // Registration drops the referrer from the address; the card stays.
    await expect(page).toHaveURL(startUrl('PACIFIC_CREST_CU'), { timeout: 20_000 });
    const bar = page.getByRole('button', { name: 'Your loan officer' });
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(
      page.getByRole('dialog', { name: 'Your loan officer' }).getByText('Marcus Lee', { exact: true }),
    ).toBeVisible();
  });
});
