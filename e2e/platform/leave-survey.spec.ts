import { expect, test, type Page } from '@playwright/test';
import type { SandboxTelemetry } from '../../src/generated/types/sandbox-telemetry';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { PASSWORD } from '../test-support/borrower-answers';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { platformCopy } from './platform-words';

const ORG = 'NARRAGANSETT_BAY_CU';
const words = platformCopy.leaveSurvey;

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.configure({ timeout: 120_000 });

test('logging out from product select asks the leave survey once; the logout proceeds 0.75 s after it closes', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const borrower = await createBrandBorrower(request, ORG);
  await page.clock.install();
  const offers = applicationPath(borrower.uuid, 'product/select');
  await page.goto(`/auth/login?org=${ORG}&redirectUrl=${encodeURIComponent(applicationPath(borrower.uuid))}`);
  await signIn(page, borrower.email);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 20_000,
  });

  await chooseLogout(page);
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: "The rate or amount isn't what I hoped for" }).check();
  await dialog.getByLabel("Anything else you'd like to tell us?").fill('Comparing with my bank first.');
  await expectNoAxeViolations(page);

  // Time stands still from here: the logout waits 750 ms after the survey closes.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2000));
  await dialog.getByRole('button', { name: 'Send and log out' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor(700);
  await expect(page).toHaveURL(new RegExp(`${offers}$`));
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await page.clock.resume();

  await expect
    .poll(async () => {
      const telemetry = (await (await request.get('/__sandbox/telemetry')).json()) as SandboxTelemetry;
      return telemetry.events.find((e) => e.payload.event === 'LEAVE_SURVEY' && e.payload.pagePath === offers)?.payload
        .eventProperties;
    })
    .toEqual({ reason: 'RATE_OR_AMOUNT', comment: 'Comparing with my bank first.' });

  // Once per browser: signed in again, Logout goes straight to login.
  await signIn(page, borrower.email);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await page.goto(`${offers}?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 20_000,
  });
  await chooseLogout(page);
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: words.title })).toHaveCount(0);
  expect(csp).toEqual([]);
});

/** Logout is an item of the navigation's Profile menu. */
async function chooseLogout(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menu', { name: 'Profile' }).getByRole('menuitem', { name: 'Logout' }).click();
}
