import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionSettings } from '../../src/generated/types/session-settings';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { uniqueEmail } from '../test-support/borrower-answers';
import { BOSTON } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { readJson } from '../test-support/read-json';

const login = readJson<SessionSettings>('flows/platform/session.json').login;
// A lender whose borrowers have no password: they sign in at its identity provider.
const ORG = 'ANCHOR_POINT_BANK';
const SITE = `http://anchorpoint.localhost:${PORT}`;

/** Registered as the app registers for this lender (no password), with an application. */
async function registeredBorrower(request: APIRequestContext) {
  const email = uniqueEmail('idp');
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post(`/service-application/api/v3/application/helocs?state=MA`, {
    data: helocBody({ profile: { email }, property: BOSTON }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt };
}

/** The provider's page: the email, then the one-time code it "emailed" (read from its outbox). */
async function signInAtProvider(page: Page, request: APIRequestContext, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  const { messages } = (await (await request.get('/__sandbox/identity-provider/messages')).json()) as {
    messages: { email: string; code: string }[];
  };
  const code = messages.filter((m) => m.email === email).at(-1)!.code;
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a borrower of an identity-provider lender signs out, then signs in again through the provider and is back on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await registeredBorrower(request);
  const csp = watchCsp(page);
  await page.goto(`${SITE}/terms`);
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), borrower.jwt);
  await page.goto(`${SITE}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });

  // Back to a page that needs a session: sign-in first, no password field, the provider's button.
  await page.goto(`${SITE}/dashboard`);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: login.copy.hosted.button })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectNoAxeViolationsInMain(page);
  await page.getByRole('button', { name: login.copy.hosted.button }).click();
  await expect(page).toHaveURL(/\/__sandbox\/identity-provider\/authorize\?login=/, { timeout: 20_000 });

  await signInAtProvider(page, request, borrower.email);
  await expect(page).toHaveURL(`${SITE}/dashboard`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Application #/)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).not.toBe(borrower.jwt);
  expect(csp).toEqual([]);
});

test('a callback that is not this tab’s round trip signs nobody in', async ({ page }) => {
  await page.goto(`${SITE}${login.callbackPath}?code=${'c'.repeat(32)}&state=${'s'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: login.copy.hosted.failed })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: login.copy.hosted.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
});
