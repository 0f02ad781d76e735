import { expect, test } from '@playwright/test';
import type { SessionSettings } from '../../src/generated/types/session-settings';
import { expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { applicationPath, screenTitle } from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { createBorrower } from '../test-support/sandbox-client';
import { platformCopy } from '../platform/platform-words';

const login = readJson<SessionSettings>('flows/platform/session.json').login;

// The feedback link shows on the provider's own brand only (MERIDIAN), so this is its borrower.
test('the session is revoked while the feedback form is open: sending it clears the session and asks to sign in again, saying why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const csp = watchCsp(page);
  const borrower = await createBorrower(request);
  await page.goto('/terms');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), borrower.jwt);
  await page.goto(applicationPath(borrower.uuid));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: platformCopy.feedback.title });
  await dialog.getByRole('radio', { name: 'Improve our product' }).check();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('The offers page could show the payment date.');
  await dialog
    .getByRole('radiogroup', { name: /May we contact you/ })
    .getByRole('radio', { name: 'Yes' })
    .check();

  // The session ends on the back end while the form is open.
  const revoked = await request.post('/identity-broker/customer/secure/api/v3/logout', {
    headers: { authorization: `Bearer ${borrower.jwt}` },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: login.copy.sessionEnded })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(applicationPath(borrower.uuid, 'product/select'));
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  await expectNoAxeViolationsInMain(page);
  expect(csp).toEqual([]);
});
