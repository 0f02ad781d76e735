import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { answersFor, PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy, loginCopy } from '../test-support/registration-flow';
import { startUrl, walk } from '../test-support/registration-journey';
import { fill } from '../test-support/strings';

test.describe.configure({ mode: 'parallel' });

/**
 * verify-ability-to-start-application stops a borrower who already has an application with the
 * lender, on a brand the deep specs do not use: the modal's words follow the kind of application,
 * and Continue opens the active one.
 */
const ORG = 'SILVER_SAGE_FCU';
const b = brand(ORG);
const values = { displayName: b.displayName, supportPhone: b.support.phone };

/** A borrower of ORG with an application (fields forced through the sandbox), signed in on the page. */
async function borrowerWithApplication(page: Page, request: APIRequestContext, fields: Record<string, unknown>) {
  const email = uniqueEmail();
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550142' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email } }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { uuid } = (await created.json()) as { uuid: string };
  if (Object.keys(fields).length) {
    const forced = await request.put(`/__sandbox/applications/${uuid}`, { data: fields });
    expect(forced.status(), await forced.text()).toBeLessThan(300);
  }
  await page.goto(`/auth/login?org=${ORG}`);
  await page.getByLabel(loginCopy.email.label, { exact: true }).fill(email);
  await page.getByLabel(loginCopy.password.label, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { email, uuid };
}

async function applyAgain(page: Page, email: string) {
  // Signed in: the submit page sets no password.
  const { password: _password, confirmPassword: _confirm, ...answers } = answersFor('CA', { email });
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG, signedIn: true });
}

test('an active application: the modal says so, and Continue opens it', async ({ page, request }) => {
  const { email, uuid } = await borrowerWithApplication(page, request, {});
  await applyAgain(page, email);
  const modal = copy.modals.activeApplication!;
  const dialog = page.getByRole('dialog', { name: fill(modal.title, values) });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveAccessibleDescription(fill(modal.body, values));
  await dialog.getByRole('link', { name: modal.action }).click();
  // The application opens on this lender's site, still signed in: a page load that forgot the
  // brand would answer with the default lender and end the session at the first call.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-org', ORG);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(page.getByRole('button', { name: loginCopy.submit })).toHaveCount(0);
  // A reload of a page that no longer carries ?org= keeps the lender the tab was opened for.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-org', ORG);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
  await expect(page.getByRole('button', { name: loginCopy.submit })).toHaveCount(0);
});

test('an inquiry application: the borrower is sent to their loan officer', async ({ page, request }) => {
  const { email } = await borrowerWithApplication(page, request, { isInquiry: true });
  await applyAgain(page, email);
  const modal = copy.modals.activeApplicationInquiry!;
  const dialog = page.getByRole('dialog', { name: fill(modal.title, values) });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveAccessibleDescription(fill(modal.body, values));
});

test('a HELOC received within 45 days: the modal says when they can apply again', async ({ page, request }) => {
  const { email } = await borrowerWithApplication(page, request, { status: 'COMPLETE' });
  await applyAgain(page, email);
  const modal = copy.modals.recentHeloc!;
  const dialog = page.getByRole('dialog', { name: fill(modal.title, values) });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveAccessibleDescription(fill(modal.body, values));
});
