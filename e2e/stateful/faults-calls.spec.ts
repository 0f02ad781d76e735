import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { actAs, applicationCopy, applicationPath, screens, screenTitle } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import type { SandboxFault } from '../../src/generated/types/sandbox-fault';
import { forceStatus, injectFault, type Borrower, type Fault, SERVER_FAULTS } from '../test-support/sandbox-client';

// Faults are sandbox state every page shares: these run in the stateful project, one by one,
// and clear them after each case. One application serves every case (made once, no browser).
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterEach(async ({ request, page }) => {
  await request.delete('/__sandbox/faults');
  await page.context().setOffline(false);
});

const SITE = `http://granitetrust.localhost:${PORT}`;
const select = (screens['product/select'] as unknown as { copy: Record<string, string> }).copy;
const confirm = (screens['product/select/confirm'] as unknown as { copy: Record<string, string> }).copy;

let borrower: Borrower;
test.beforeAll(async ({ request }) => {
  borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
});

type CallFault = Fault | 'offline';
const FAULTS: [string, CallFault][] = [...SERVER_FAULTS, ['the browser offline', 'offline']];

async function inject(
  request: APIRequestContext,
  page: Page,
  method: SandboxFault['method'],
  path: string,
  fault: CallFault,
) {
  if (fault === 'offline') return page.context().setOffline(true);
  return injectFault(request, method, path, fault);
}

for (const [name, fault] of FAULTS) {
  test(`status read (GET …/status) answered with ${name}: the borrower sees that the application could not be loaded, with Try again, which loads it once the call works`, async ({
    page,
    request,
  }) => {
    await actAs(page, borrower);
    const csp = watchCsp(page);
    // The application page once, online: its code is loaded; then away and back (no page load).
    await page.goto(`${SITE}${applicationPath(borrower.uuid)}`);
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused({
      timeout: 30_000,
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/terms');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible({ timeout: 20_000 });
    await inject(request, page, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/status`, fault);
    await page.goBack();
    await expect(page.getByRole('alert')).toHaveText(applicationCopy.errors.loadFailed, { timeout: 30_000 });
    if (name === '500') await expectNoAxeViolationsInMain(page);
    await request.delete('/__sandbox/faults');
    const retry = page.getByRole('button', { name: applicationCopy.errors.retry });
    const step = page.getByRole('heading', { level: 1, name: screenTitle('product/select') });
    if (fault === 'offline') {
      await expect(retry).toBeVisible();
      await page.context().setOffline(false);
      // Back online, the app may carry on before a click lands (what its offline notice promises),
      // and a read sent as the connection came back may fail: the borrower clicks Try again
      // whenever it is offered, and must end on the step.
      await expect(async () => {
        if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
        await expect(step).toBeFocused({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    } else {
      await retry.click();
      await expect(step).toBeFocused({ timeout: 20_000 });
    }
    expect(csp).toEqual([]);
  });
}

const TASK_FAULTS: [string, CallFault, 'moves on' | 'refused'][] = [
  ['a 503 once (a blip)', { status: 503, times: 1 }, 'moves on'],
  ['an aborted connection once', { kind: 'abort', times: 1 }, 'moves on'],
  ['403', { status: 403 }, 'refused'],
];

for (const [name, fault, outcome] of TASK_FAULTS) {
  test(`task call (POST …/tasks/select-offer) answered with ${name}: the borrower ${
    outcome === 'moves on'
      ? 'moves on after a retry with the same key, the task applied once'
      : 'sees the refusal in place with the chosen offer and draw still there'
  }`, async ({ page, request }) => {
    await forceStatus(request, borrower.uuid, 'OFFER_SELECTION');
    await actAs(page, borrower);
    await page.goto(`${SITE}${applicationPath(borrower.uuid, 'product/select')}`);
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused({
      timeout: 30_000,
    });
    await page.getByRole('group', { name: select.offersLegend }).getByRole('radio').first().check();
    await page.getByRole('button', { name: select.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select/confirm') })).toBeFocused();
    const confirmUrl = page.url();
    await inject(
      request,
      page,
      'POST',
      `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/tasks/select-offer`,
      fault,
    );
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/tasks/select-offer')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: confirm.confirm }).click();
    if (outcome === 'moves on') {
      await expect(page).not.toHaveURL(/\/product\/select/, { timeout: 20_000 });
      // Every try carried the attempt's one key (Chromium itself may resend after a dropped connection).
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(new Set(keys).size).toBe(1);
      const tasks = await request.get('/__sandbox/applications');
      expect(tasks.ok()).toBe(true);
    } else {
      await expect(page.getByRole('alert')).toContainText('Injected fault');
      await expect(page.getByRole('alert')).toBeFocused();
      expect(page.url()).toBe(confirmUrl);
      await expectNoAxeViolationsInMain(page);
    }
  });
}

test('telemetry (POST /ft/…) failing with 500, then dropping the connection: the borrower sees the registration step as usual and no error', async ({
  page,
  request,
}) => {
  await request.post('/__sandbox/faults', { data: { method: 'POST', path: '/ft/*', status: 500, times: 2 } });
  await request.post('/__sandbox/faults', { data: { method: 'POST', path: '/ft/*', kind: 'abort' } });
  const csp = watchCsp(page);
  await page.goto(`${SITE}/account/heloc/register-v2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(csp).toEqual([]);
});
