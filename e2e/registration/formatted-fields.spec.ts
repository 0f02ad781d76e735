import { expect, test } from '@playwright/test';
import { answersFor } from '../test-support/borrower-answers';
import { control } from '../test-support/registration-form';
import { startUrl, walk } from '../test-support/registration-journey';

test.describe.configure({ mode: 'parallel' });

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

test('the income shows dollars as it is typed', async ({ page }) => {
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answersFor('CA'), { until: 'annual-income' });
  const income = control(page, 'annual-income', '/income/income');
  await income.pressSequentially('120000');
  await expect(income).toHaveValue(money(120000));
  // Deleting the comma deletes the digit before it.
  await income.press('End');
  for (let i = 0; i < 4; i++) await income.press('ArrowLeft');
  await income.press('Backspace');
  await expect(income).toHaveValue(money(12000));
});

test('pasting a new income over the old one replaces it', async ({ page }) => {
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answersFor('CA'), { until: 'annual-income' });
  const income = control(page, 'annual-income', '/income/income');
  await income.pressSequentially('120000');
  await expect(income).toHaveValue(money(120000));
  await income.press('ControlOrMeta+A');
  await page.keyboard.insertText('130000');
  await expect(income).toHaveValue(money(130000), { timeout: 2_000 });
});

test('pasting a new phone number over the old one replaces it', async ({ page }) => {
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answersFor('CA'), { until: 'phone-and-email' });
  const phone = control(page, 'phone-and-email', '/phoneNumber');
  await phone.pressSequentially('4155550142');
  await expect(phone).toHaveValue('(415) 555-0142');
  await phone.press('ControlOrMeta+A');
  await page.keyboard.insertText('4155550199');
  await expect(phone).toHaveValue('(415) 555-0199', { timeout: 2_000 });
});
