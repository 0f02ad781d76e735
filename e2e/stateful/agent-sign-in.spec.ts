import { expect, test, type APIRequestContext } from '@playwright/test';
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

test('a broker signs in on the agent path, in the mode the agent flag chose, and reaches the dashboard', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const email = await registered(request);
  await setMode(request, 'agent', 'broker');
  await page.goto(`/auth/login?org=${ORG}`);
  await page.getByRole('link', { name: settings.copy.agentLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: settings.copy.agentHeading })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(settings.copy.modeNotice.broker)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const login = page.waitForRequest((r) => r.url().includes('/identity-broker/agent/api/v3/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const sent = new URL((await login).url());
  expect(sent.searchParams.get('mode')).toBe('broker');
  expect(sent.searchParams.get('applicationName')).toBe('heloc');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(csp).toEqual([]);
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

test('the borrower sign-in sends the mode of the customer flag', async ({ page, request }) => {
  const email = await registered(request);
  await setMode(request, 'customer', 'broker');
  const flagAnswered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/feature') && (r.request().postData() ?? '').includes(settings.flags.customer),
  );
  await page.goto(`/auth/login?org=${ORG}`);
  expect(await (await flagAnswered).json()).toMatchObject({ enabled: true, variables: { mode: 'broker' } });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const login = page.waitForRequest((r) => r.url().includes('/identity-broker/customer/api/v3/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(new URL((await login).url()).searchParams.get('mode')).toBe('broker');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
});
