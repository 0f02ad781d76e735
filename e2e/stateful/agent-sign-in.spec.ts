import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionSettings } from '../../src/generated/types/session-settings';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';

// The login-mode flags are sandbox state every page shares: set per test, cleared after each.
const settings = readJson<SessionSettings>('flows/platform/session.json').login;
const ORG = 'SUMMIT_LEDGER_BANK';

test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page, request }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect((await request.delete('/__sandbox/session-flags')).status()).toBe(204);
});

async function setMode(request: APIRequestContext, kind: 'agent' | 'customer', mode: string) {
  const res = await request.put('/__sandbox/session-flags', {
    data: { [settings.flags[kind]]: { enabled: true, variables: { mode } } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function registered(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('agent');
  const res = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** The provider's page: the email, then the one-time code it "emailed" (read from its outbox). */
async function signInAtProvider(page: Page, request: APIRequestContext, email: string) {
  await expect(page).toHaveURL(/\/__sandbox\/identity-provider\/authorize\?login=/, { timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  const { messages } = (await (await request.get('/__sandbox/identity-provider/messages')).json()) as {
    messages: { email: string; code: string }[];
  };
  await page.getByLabel('One-time code').fill(messages.filter((m) => m.email === email).at(-1)!.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('in the broker mode a broker signs in on the agent path through the provider, is shown as an agent, and signs out to the agent sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const csp = watchCsp(page);
  const email = await registered(request);
  await setMode(request, 'agent', 'broker');
  await page.goto(`/auth/login?org=${ORG}`);
  await page.getByRole('link', { name: settings.copy.agentLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: settings.copy.agentHeading })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(settings.copy.modeNotice.broker)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const login = page.waitForRequest((r) => r.url().includes('/identity-broker/agent/api/v3/login'));
  await page.getByRole('button', { name: settings.copy.hosted.button }).click();
  const sent = new URL((await login).url());
  expect(sent.searchParams.get('mode')).toBe('broker');
  expect(sent.searchParams.get('applicationName')).toBe('heloc');
  await signInAtProvider(page, request, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByText(settings.copy.agentSignedIn)).toBeVisible({ timeout: 20_000 });

  const logout = page.waitForRequest((r) => r.url().includes('/secure/api/v3/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  const out = new URL((await logout).url());
  expect(out.pathname).toBe('/identity-broker/agent/secure/api/v3/logout');
  expect(out.searchParams.get('mode')).toBe('broker');
  expect(out.searchParams.get('orgCode')).toBe(ORG);
  await expect(page.getByRole('heading', { level: 1, name: settings.copy.agentHeading })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(settings.copy.agentSignedIn)).toHaveCount(0);
  expect(csp).toEqual([]);
});

test('in the legacy mode an agent signs in with the password form on the agent path', async ({ page, request }) => {
  const email = await registered(request);
  await setMode(request, 'agent', 'legacy');
  await page.goto(`${settings.agentPath}?org=${ORG}`);
  await expect(page.getByText(settings.copy.modeNotice.legacy)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const login = page.waitForRequest((r) => r.url().includes('/identity-broker/agent/api/v3/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(new URL((await login).url()).searchParams.get('mode')).toBe('legacy');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText(settings.copy.agentSignedIn)).toBeVisible({ timeout: 20_000 });
});

test('the agent flag switches the login mode, and the default comes back when it is cleared', async ({
  page,
  request,
}) => {
  await setMode(request, 'agent', 'optimizely');
  await page.goto(`${settings.agentPath}?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: settings.copy.agentHeading })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(settings.copy.modeNotice.optimizely)).toBeVisible();

  expect((await request.delete('/__sandbox/session-flags')).status()).toBe(204);
  await page.reload();
  await expect(page.getByText(settings.copy.modeNotice[settings.defaultMode])).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(settings.copy.modeNotice.optimizely)).toHaveCount(0);
});

test('a broker-style customer flag sends the borrower through the provider, with its mode', async ({
  page,
  request,
}) => {
  const email = await registered(request);
  await setMode(request, 'customer', 'optimizely');
  await page.goto(`/auth/login?org=${ORG}`);
  await expect(page.getByRole('button', { name: settings.copy.hosted.button })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Password')).toHaveCount(0);
  const login = page.waitForRequest((r) => r.url().includes('/identity-broker/customer/api/v3/login'));
  await page.getByRole('button', { name: settings.copy.hosted.button }).click();
  expect(new URL((await login).url()).searchParams.get('mode')).toBe('optimizely');
  await signInAtProvider(page, request, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByText(settings.copy.agentSignedIn)).toHaveCount(0);
});
