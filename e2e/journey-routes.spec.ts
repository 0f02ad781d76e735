/**
 * Routes of borrower-journey.md section 2 that a borrower reaches by URL: the registration help
 * pages, bare parent paths. Words come from flows/ at run time; brands other than the deep ones.
 */
import { expect, test } from '@playwright/test';
import { OAUTH_RETURN_KEY } from '../src/core/navigation/oauth-return';
import type { ContentPages } from '../src/generated/types/content-pages';
import type { RegistrationCopy } from '../src/generated/types/registration-copy';
import type { SessionPages } from '../src/generated/types/login';
import { BANK_ALLOW_LABEL } from '../src/sandbox/routes/bank-link';
import { actAs, applicationPath, screenTitle } from './test-support/application';
import { expectNoAxeViolations } from './test-support/accessibility';
import { brand } from './test-support/brands';
import { expectPageReady, watchCsp } from './test-support/page-checks';
import { readJson } from './test-support/read-json';
import { createBorrower, forceStatus, sandboxApplication } from './test-support/sandbox-client';
import { arriveAt } from './test-support/application-steps';
import { answersFor, PASSWORD } from './test-support/borrower-answers';
import { startUrl, walk } from './test-support/registration-journey';
import { LOAN_OFFICERS } from './test-support/sandbox-seed';
import { helocBody } from '../src/sandbox/test-support/borrowers';

const content = readJson<ContentPages>('flows/pages/public-pages.json').pages;
const registrationWords = readJson<RegistrationCopy>('flows/registration/copy.json');
const header = registrationWords.header;
const notices = readJson<SessionPages>('flows/pages/login.json').dashboard.notices!;
type LinkCopy = { screens: Record<string, { copy: Record<string, string> }> };
const linkCopy = readJson<LinkCopy>('flows/application/screens/income.json').screens['income/link/:type']!.copy;
const fill = (text: string, orgCode: string) => text.replace('{displayName}', brand(orgCode).displayName);

for (const [path, key, orgCode] of [
  ['/account/heloc/register/account-setup', 'register-account-setup', 'BLUE_MESA_CU'],
  ['/account/heloc/register/support', 'register-support', 'HEARTLAND_FARMERS_CU'],
] as const) {
  test(`${path} is a public page of its own, in the brand's words (${orgCode})`, async ({ page }) => {
    const csp = watchCsp(page);
    const b = brand(orgCode);
    const definition = content[key]!;
    await page.goto(`${path}?org=${orgCode}`);
    await expectPageReady(page, definition.title);
    await expect(page).toHaveURL(`${path}?org=${orgCode}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(fill(definition.intro!, orgCode));
    await expect(main.getByRole('link', { name: new RegExp(b.support.phone.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(b.support.email) })).toBeVisible();
    await expectNoAxeViolations(page);
    // The page's first action leads into registration.
    await main.getByRole('link', { name: definition.actions![0]!.label }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register(-v2)?(\/|\?|$)/);
    expect(csp).toEqual([]);
  });
}

test('bare income/link and income/upload go to their parent, which routes by status', async ({ page, request }) => {
  const borrower = await createBorrower(request);
  await forceStatus(request, borrower.uuid, 'INCOME_VERIFICATION');
  await actAs(page, borrower);
  for (const bare of ['income/link', 'income/upload']) {
    await page.goto(applicationPath(borrower.uuid, bare));
    await expect(page).toHaveURL(applicationPath(borrower.uuid, 'income/review'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('income/review'));
  }
});

test('bank link: Connect leaves for the bank; its redirect through plaid-oauth-success finishes the income step', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request);
  await forceStatus(request, borrower.uuid, 'INCOME_VERIFICATION');
  await actAs(page, borrower);
  const csp = watchCsp(page);
  await page.goto(applicationPath(borrower.uuid, 'income/link/PLAID_TRANSACTIONS'));
  await expect(page.getByRole('heading', { level: 2, name: linkCopy['PLAID_TRANSACTIONS.name'] })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: linkCopy.connect, exact: true }).click();
  // The bank's own page (the sandbox's stand-in), away from the app.
  await expect(page).toHaveURL(/\/__sandbox\/bank-link\//);
  const kept = await page.evaluate((key) => window.localStorage.getItem(key), OAUTH_RETURN_KEY);
  expect(JSON.parse(kept!)).toMatchObject({ uuid: borrower.uuid, screen: 'income/link/PLAID_TRANSACTIONS' });
  await page.getByRole('link', { name: BANK_ALLOW_LABEL }).click();
  // Back through plaid-oauth-success to the step, which finishes the link and moves on: the end
  // is a later screen of the application, not the bank's page nor a stop on the way back.
  await expect(page).toHaveURL(
    ({ pathname }) =>
      pathname.startsWith(`${applicationPath(borrower.uuid)}/`) && !/income\/link|plaid-oauth-success/.test(pathname),
    { timeout: 20_000 },
  );
  expect((await sandboxApplication(request, borrower.uuid)).application.status.checklistStatus).not.toBe(
    'INCOME_VERIFICATION',
  );
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OAUTH_RETURN_KEY)).toBeNull();
  expect(csp).toEqual([]);
});

test('plaid-oauth-success without a stored application, or with a stale one, goes to the dashboard and says why', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request);
  await actAs(page, borrower);
  await page.goto('/account/heloc/plaid-oauth-success?oauth_state_id=0b1c2d3e-aaaa-4bbb-8ccc-000000000001');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(notices.bankLinkMissing);

  // A value kept longer ago than the round trip allows.
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    OAUTH_RETURN_KEY,
    JSON.stringify({ uuid: borrower.uuid, screen: 'income/link/PLAID_TRANSACTIONS', expiresAt: Date.now() - 1 }),
  ] as const);
  await page.goto('/account/heloc/plaid-oauth-success?oauth_state_id=0b1c2d3e-aaaa-4bbb-8ccc-000000000001');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(notices.bankLinkStale);
});

test("the register header: one line, the title and then 'Application ID#' with the loan number once there is one", async ({
  page,
  request,
}) => {
  await page.goto('/account/heloc/register-v2?org=PRAIRIE_WIND_FCU');
  const registration = page.getByRole('main');
  await expect(registration.getByText(header.title)).toBeVisible();
  await expect(registration.getByText(header.applicationId)).toHaveCount(0);
  await expect(registration.getByText(registrationWords.reassurance)).toBeVisible();

  const borrower = await createBorrower(request);
  await forceStatus(request, borrower.uuid, 'INCOME_VERIFICATION');
  const { loanNumber } = (await sandboxApplication(request, borrower.uuid)).application;
  expect(loanNumber).toBeTruthy();
  // The borrower (of the default lender) opens their application in a tab of its own, which does
  // not take the first tab's lender (PRAIRIE_WIND_FCU). The first tab is closed first: here
  // every lender shares one origin (in production each has its own host), so the anonymous tab
  // would pick up the borrower's token from the shared storage on a later render, ask for the
  // profile as PRAIRIE_WIND_FCU, be refused (401) and end the session under the borrower's tab.
  await page.close();
  const tab = await page.context().newPage();
  await actAs(tab, borrower);
  await tab.goto(applicationPath(borrower.uuid));
  await arriveAt(tab, borrower.uuid, 'income/review');
  await expect(tab.getByRole('main').getByText(`${header.applicationId} ${loanNumber}`)).toBeVisible();
});

test('a borrower with an active wholesale application is sent to the wholesale login', async ({ page, request }) => {
  const retail = 'MERIDIAN';
  const wholesale = brand(retail).wholesaleCounterpartOrg!;
  expect(brand(wholesale).kind).toBe('wholesale');
  const answers = answersFor('CA');
  const email = answers.email as string;
  // The same person applied through a broker first (the wholesale brand), straight through the sandbox.
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${wholesale}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email }, referrerId: LOAN_OFFICERS.open }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': wholesale },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(startUrl(retail));
  await walk(page, answers, { orgCode: retail });
  await expect(page).toHaveURL(`/auth/login?org=${wholesale}&redirectUrl=%2Fdashboard`, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: `${brand(wholesale).displayName} home` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
