import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ApplicationCopy } from '../../src/generated/types/application-copy';
import type { SessionPages } from '../../src/generated/types/login';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { expectPageReady, watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { BORROWER_ORG, createBorrower, forceStatus } from '../test-support/sandbox-client';

const copy = readJson<SessionPages>('flows/pages/login.json').dashboard;
const steps = readJson<ApplicationCopy>('flows/application/copy.json').stepBar.steps;
const PHONE = { width: 390, height: 844 };
// createBorrower's California property.
const ADDRESS = '12 Main St, San Jose, CA';

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width at 390 px').toBeLessThanOrEqual(clientWidth);
}

/** A borrower registered with no application yet. */
async function registeredOnly(request: APIRequestContext) {
  const email = uniqueEmail();
  const response = await request.post(`/identity/api/v1/registration/register?organization=${BORROWER_ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, jwt: ((await response.json()) as { jwt: string }).jwt, uuid: '' };
}

test('the application card shows address, status, progress and one next action to the right screen', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request);
  const csp = watchCsp(page);
  await actAs(page, borrower);
  await page.goto('/dashboard');
  await expectPageReady(page, 'Dashboard');

  const card = page.getByRole('article', { name: ADDRESS });
  await expect(card.getByRole('heading', { level: 3, name: ADDRESS })).toBeVisible();
  await expect(card.getByText('Status: Action needed: choose your offer')).toBeVisible();
  await expect(card.getByText(`Step 2 of ${steps.length} · ${steps[1]!.label}`)).toBeVisible();
  const bar = card.getByRole('progressbar', { name: copy.progressLabel });
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(bar).toHaveAttribute('aria-valuemax', String(steps.length));
  // One primary action, then the other tasks; Settings and Logout are plain links at the foot.
  await expect(card.getByRole('link')).toHaveText([copy.continue, copy.profileLink]);
  await expect(card.getByRole('list', { name: copy.otherTasks }).getByRole('link')).toHaveText([copy.profileLink]);
  const account = page.getByRole('navigation', { name: copy.accountLinks });
  await expect(account.getByRole('link', { name: copy.settingsLink })).toHaveAttribute('href', '/dashboard/settings');
  await expect(account.getByRole('button', { name: copy.logout })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  await expect(card.getByRole('link', { name: copy.continue })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: copy.continue }).click();
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'));
  // At phone width an application page's footer keeps its details behind a disclosure: the heading says the page is there.
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible();
  expect(csp).toEqual([]);
});

test('a card whose status waits on the borrower leads to the screen that says what to do', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request);
  await forceStatus(request, borrower.uuid, 'HMDA');
  await actAs(page, borrower);
  await page.goto('/dashboard');
  await expectPageReady(page, 'Dashboard');
  const card = page.getByRole('article', { name: ADDRESS });
  await expect(card.getByText('Status: Action needed: answer the government monitoring questions')).toBeVisible();
  const next = card.getByRole('link', { name: copy.continue });
  await expect(next).toHaveAttribute('href', applicationPath(borrower.uuid, 'start/hmda'));
  await next.click();
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'start/hmda'));
  await expectPageReady(page, screenTitle('start/hmda'));
});

test('with no application the dashboard offers to start one, and the link starts it', async ({ page, request }) => {
  const borrower = await registeredOnly(request);
  const csp = watchCsp(page);
  await actAs(page, borrower);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expectPageReady(page, 'Dashboard');

  const empty = page.getByRole('region', { name: copy.emptyHeading });
  await expect(empty.getByRole('heading', { level: 2, name: copy.emptyHeading })).toBeVisible();
  await expect(empty.getByText(copy.empty)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await empty.getByRole('link', { name: copy.startApplication }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(csp).toEqual([]);
});
