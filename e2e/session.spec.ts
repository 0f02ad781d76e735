import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocBody } from '../src/sandbox/test-support/borrowers';
import { expectNoAxeViolations } from './test-support/accessibility';
import { followErrorSummary } from './test-support/error-summary';
import { expectPageReady, watchCsp } from './test-support/page-checks';

const PASSWORD = 'Sandbox-Pass1!';

/** A fresh borrower registered straight through the sandbox API; returns the email and token. */
async function registerBorrower(request: APIRequestContext): Promise<{ email: string; jwt: string }> {
  const email = `pat+e2e-session-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/identity/api/v1/registration/register?organization=MERIDIAN', {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, jwt: ((await response.json()) as { jwt: string }).jwt };
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a borrower signs in, lands where they were going, sees the dashboard and signs out', async ({
  page,
  request,
}) => {
  const { email } = await registerBorrower(request);
  const csp = watchCsp(page);

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL('/auth/login?redirectUrl=%2Fdashboard%2Fsettings');
  await expectPageReady(page, 'Sign in');
  await signIn(page, email);

  await expect(page).toHaveURL('/dashboard/settings');
  await expectPageReady(page, 'Settings');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByRole('main').getByText('(415) 555-0100')).toBeVisible();

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expectPageReady(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'You have no applications yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start an application' })).toHaveAttribute(
    'href',
    '/account/heloc/register-v2',
  );
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menu', { name: 'Profile' }).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expectPageReady(page, 'Sign in');
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth/login?redirectUrl=%2Fdashboard');
  expect(csp).toEqual([]);
});

test('signing in reads the identity with the new token; Settings changes the mobile phone, kept by the identity', async ({
  page,
  request,
}) => {
  const { email } = await registerBorrower(request);
  const csp = watchCsp(page);
  await page.goto('/dashboard/settings');
  await expectPageReady(page, 'Sign in');
  const identity = page.waitForRequest((r) => r.url().includes('/identity/secure/api/v1/identity'));
  await signIn(page, email);
  expect((await identity).headers()['authorization']).toMatch(/^Bearer \S+/);
  await expectPageReady(page, 'Settings');

  const phone = page.getByRole('textbox', { name: /Mobile phone/ });
  await expect(phone).toHaveValue('(415) 555-0100');
  await phone.fill('(1');
  await page.getByRole('button', { name: 'Save mobile phone' }).click();
  await expect(phone).toHaveAccessibleDescription(/Country code 1 is not needed/);
  await followErrorSummary(page, 'Country code 1 is not needed', phone);

  const saved = page.waitForRequest((r) => r.url().includes('/identity/secure/api/v1/identity/alias'));
  await phone.fill('(415) 555-0177');
  await phone.press('Enter');
  expect((await saved).postDataJSON()).toEqual({ type: 'Phone', value: '+14155550177' });
  await expect(page.getByRole('status').filter({ hasText: 'Your mobile phone is saved.' })).toBeVisible();
  await expect(page.getByRole('main').getByText('(415) 555-0177')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expectPageReady(page, 'Settings');
  await expect(page.getByRole('main').getByText('(415) 555-0177')).toBeVisible();
  expect(csp).toEqual([]);
});

test('a wrong password shows the message in the form', async ({ page, request }) => {
  const { email } = await registerBorrower(request);
  await page.goto('/auth/login');
  await expectPageReady(page, 'Sign in');
  await signIn(page, email, 'Not-The-Password1!');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Invalid email or password');
  await expect(page).toHaveURL('/auth/login');
});

test('empty fields are named, tied to their inputs, and the page stays accessible', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto('/auth/login?redirectUrl=%2Fdashboard');
  await expectPageReady(page, 'Sign in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await followErrorSummary(page, 'Please enter your email', page.getByLabel('Email'));
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Required');
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
  test(`redirectUrl ${target} lands on /dashboard`, async ({ page, request }) => {
    const { email } = await registerBorrower(request);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(target)}`);
    await expectPageReady(page, 'Sign in');
    await signIn(page, email);
    await expect(page).toHaveURL('/dashboard');
    await expectPageReady(page, 'Dashboard');
  });
}

test('the dashboard shows an application as a card with its status in words', async ({ page, request }) => {
  const { email, jwt } = await registerBorrower(request);
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email } }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': 'MERIDIAN' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const application = (await created.json()) as { uuid: string; loanNumber: string };

  await page.goto('/auth/login');
  await signIn(page, email);
  await expectPageReady(page, 'Dashboard');
  const card = page.getByRole('article', { name: '12 Main St, San Jose, CA' });
  await expect(card.getByText(`Application #${application.loanNumber}`)).toBeVisible();
  await expect(card.getByText('Status: Action needed: choose your offer')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
    'href',
    `/account/heloc/${application.uuid}/product/select`,
  );
  await expectNoAxeViolations(page);
});
