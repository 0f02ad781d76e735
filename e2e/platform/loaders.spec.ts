import { expect, test } from '@playwright/test';
import { actAs, applicationCopy, applicationPath, screenTitle } from '../test-support/application';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { platformCopy } from './platform-words';

// Any lender whose borrowers sign in with a password (the helper registers with one).
const ORG = 'GRANITE_TRUST';

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe.configure({ timeout: 120_000 });

test('the full-screen loader covers opening an application and stays its minimum time after the status arrives', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const borrower = await createBrandBorrower(request, ORG);
  await actAs(page, borrower);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${borrower.uuid}/status`, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  const loader = page.getByRole('status', { name: platformCopy.loader.label });
  await expect(loader).toBeVisible({ timeout: 20_000 });
  await expect(loader).toContainText(platformCopy.loader.messages[0]!);
  await expect(loader).toContainText(applicationCopy.routing.loading);

  // Time stands still: the status arrives, and the loader stays up after loading ends.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2000));
  const answered = page.waitForResponse((response) => response.url().endsWith(`${borrower.uuid}/status`));
  release();
  await answered;
  // Routing ends when it has moved to the screen the status names, after that screen's area has
  // loaded (real time, not the page's clock): from then the loader's own times run.
  await page.waitForURL((url) => url.pathname.endsWith('/product/select'), { timeout: 20_000 });
  await page.clock.runFor(299);
  await expect(loader).toBeVisible();
  // It lingers 300 ms after loading ends (and until it has been up 1 s), then hides.
  await page.clock.runFor(1001);
  await expect(loader).toBeHidden();
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

// axe did not finish under the installed clock while the loader was up (it timed out), so the loader is checked here
// with real time, held up the same way.
test('the full-screen loader is axe and CSP clean', async ({ page, request }) => {
  test.slow(); // axe over the whole page on a loaded machine
  const csp = watchCsp(page);
  const borrower = await createBrandBorrower(request, ORG);
  await actAs(page, borrower);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${borrower.uuid}/status`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  const loader = page.getByRole('status', { name: platformCopy.loader.label });
  await expect(loader).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  release();
  await expect(loader).toBeHidden({ timeout: 20_000 });
  expect(csp).toEqual([]);
});
