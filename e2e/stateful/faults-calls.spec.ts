import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationCopy, applicationPath, screens, screenTitle } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import type { Borrower } from '../test-support/sandbox-client';

// Faults are sandbox state every page shares: these run in the stateful project, one by one,
// and clear them after each case. One application serves every case (made once, no browser).
test.describe.configure({ mode: 'serial' });
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

type Fault = { status?: number; kind?: 'abort' | 'not-json'; times?: number } | 'offline';
const FAULTS: [string, Fault][] = [
  ['500', { status: 500 }],
  ['503', { status: 503 }],
  ['403', { status: 403 }],
  ['a gateway timeout (504)', { status: 504 }],
  ['an aborted connection', { kind: 'abort' }],
  ['a body that is not JSON', { kind: 'not-json' }],
  ['the browser offline', 'offline'],
];

async function inject(request: APIRequestContext, page: Page, method: string, path: string, fault: Fault) {
  if (fault === 'offline') return page.context().setOffline(true);
  const added = await request.post('/__sandbox/faults', { data: { method, path, ...fault } });
  expect(added.status(), await added.text()).toBe(201);
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
    if (name === '500') await expectNoAxeViolations(page);
    await request.delete('/__sandbox/faults');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: applicationCopy.errors.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused({
      timeout: 20_000,
    });
    expect(csp).toEqual([]);
  });
}
