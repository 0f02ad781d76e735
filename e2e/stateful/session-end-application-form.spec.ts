import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { applicationPath, screens, screenTitle } from '../test-support/application';
import { PASSWORD } from '../test-support/borrower-answers';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { forceStatus } from '../test-support/sandbox-client';

// A lender the deep specs do not use, by its host name; the application is made through the sandbox API.
const ORG = 'GRANITE_TRUST';
const SITE = `http://granitetrust.localhost:${PORT}`;
const SCREEN = 'income/employer-verification';
const form = screens[SCREEN] as unknown as { form: { uiSchema: Record<string, { 'ui:title': string }> } };
const label = (field: string) => form.form.uiSchema[field]!['ui:title'];

test('the session is revoked while the employer form is filled but not sent: Continue asks to sign in again, and after signing in the borrower finds the form with the answers typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await createBrandBorrower(request, ORG);
  await forceStatus(request, borrower.uuid, 'EMPLOYMENT_VERIFICATION');
  const csp = watchCsp(page);
  await page.goto(`${SITE}/terms`);
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), borrower.jwt);
  await page.goto(`${SITE}${applicationPath(borrower.uuid, SCREEN)}`);
  const heading = page.getByRole('heading', { level: 1, name: screenTitle(SCREEN) });
  await expect(heading).toBeFocused({ timeout: 30_000 });

  // Filled but not yet sent (Continue checks the form before any call).
  await page.getByLabel(label('employerName')).fill('Harbor Freight Lines');
  await page.getByLabel(label('jobTitle')).fill('Dispatcher');
  await page.getByLabel(label('employerPhone')).fill('(617) 555-0142');
  await page.getByLabel(label('startDate')).fill('04/01/2019');
  const phone = await page.getByLabel(label('employerPhone')).inputValue();

  // The session ends on the back end while the form is on screen.
  const revoked = await request.post('/identity-broker/customer/secure/api/v3/logout', {
    headers: { authorization: `Bearer ${borrower.jwt}`, 'x-org': ORG },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(applicationPath(borrower.uuid, SCREEN));
  await expectNoAxeViolationsInMain(page);

  await page.getByLabel('Email').fill(borrower.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(label('employerName'))).toHaveValue('Harbor Freight Lines');
  await expect(page.getByLabel(label('jobTitle'))).toHaveValue('Dispatcher');
  await expect(page.getByLabel(label('employerPhone'))).toHaveValue(phone);
  await expect(page.getByLabel(label('startDate'))).toHaveValue('04/01/2019');
  expect(csp).toEqual([]);
});
