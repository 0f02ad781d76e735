import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screens, URL_OF } from '../test-support/application';
import { words } from '../test-support/application-steps';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { forceStatus } from '../test-support/sandbox-client';

// Lenders serving the Boston property of createBrandBorrower, not among the suite's deep three.
const ORG = 'LANTERN_BAY_CU';
const NOTARY_ORG = 'HUDSON_RIDGE_SAVINGS';

const disclosures = screens['document/disclosures']!;
const intro = screens['notary/intro']!;
const word = (path: string, key: string) => words(path)[key]!;

test.describe.configure({ timeout: 120_000 });

/** Where keyboard focus is: in the open dialog, on the page behind it, or outside the page (the browser's controls). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    return active.closest('dialog[open]') ? 'dialog' : 'page';
  });

/** Whether keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test('disclosures: View opens the review modal (Download, Close, Escape) and focus returns to View', async ({
  page,
  request,
}) => {
  test.slow(); // axe over the whole page on a loaded machine
  const csp = watchCsp(page);
  const borrower = await createBrandBorrower(request, ORG);
  await actAs(page, borrower);
  // The first document's bytes come last, so its View button appears after the others' (the order a
  // loaded machine may give): the test must still open the document it names.
  let held = false;
  await page.route('**/documents/*.pdf', async (route) => {
    if (held) return route.continue();
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(`${applicationPath(borrower.uuid, 'document/disclosures')}?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: disclosures.title })).toBeVisible({ timeout: 20_000 });

  const viewPrefix = word('document/disclosures', 'view').replace('{title}', '');
  const anyView = page.getByRole('button', { name: new RegExp(`^${viewPrefix}`) });
  await expect(anyView.first()).toBeVisible({ timeout: 20_000 });
  // Every document read and drawn before the click: pdf.js draws pages on the main thread, and on a
  // loaded machine a click that arrives while it is busy is handled seconds later. Only then is the
  // first View button known: each appears as its own document loads, in whatever order they come.
  const loading = page.getByRole('status').filter({ hasText: word('document/disclosures', 'loading') });
  await expect(loading).toHaveCount(0, { timeout: 30_000 });
  const title = (await anyView.first().textContent())!.slice(viewPrefix.length);
  const view = page.getByRole('button', { name: `${viewPrefix}${title}`, exact: true });

  await view.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(await focusInDialog(page)).toBe(true);
  await expect(dialog.getByRole('figure').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  // Download gives the PDF.
  const download = dialog.getByRole('link', {
    name: word('document/disclosures', 'download').replace('{title}', title),
  });
  const downloaded = page.waitForEvent('download');
  await download.click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);

  // By keyboard the page behind is out of reach: Tab moves among the dialog's controls (and, past the
  // last, to the browser's own controls, as a native modal dialog does), never to the page.
  const reached = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    reached.add(await focusPlace(page));
  }
  expect([...reached].filter((place) => place === 'page')).toEqual([]);
  expect(reached).toContain('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // Opened by keyboard, and closed with its Close button.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: word('document/disclosures', 'close') }).click();
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
  expect(csp).toEqual([]);
});

test.describe('the geolocation explainer', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 42.360082, longitude: -71.05888, accuracy: 30 } });

  test('says why before the browser is asked; Not now and Escape start nothing; Continue sends the rounded location', async ({
    page,
    request,
  }) => {
    test.slow(); // axe over the whole page on a loaded machine
    const csp = watchCsp(page);
    const borrower = await createBrandBorrower(request, NOTARY_ORG);
    await forceStatus(request, borrower.uuid, 'NOTARY_DISCLOSURE');
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${NOTARY_ORG}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'notary/intro'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: intro.title })).toBeVisible({ timeout: 20_000 });

    const tasks: string[] = [];
    page.on('request', (r) => r.url().includes('/tasks/') && tasks.push(r.url()));
    const start = page.getByRole('button', { name: word('notary/intro', 'start') });
    const dialog = page.getByRole('dialog', { name: word('notary/intro', 'locationTitle') });

    // By keyboard: Enter opens it, Escape closes it, focus is back on the start button.
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(word('notary/intro', 'locationWhy'));
    expect(await focusInDialog(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();

    await start.click();
    await dialog.getByRole('button', { name: word('notary/intro', 'locationNotNow') }).click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
    expect(tasks).toEqual([]);

    await start.click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/tasks/start-notary') && r.method() === 'POST');
    await dialog.getByRole('button', { name: word('notary/intro', 'locationShare') }).click();
    expect((await sent).postDataJSON()).toEqual({
      location: { latitude: 42.36, longitude: -71.059, accuracyMeters: 30 },
    });
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'notary/session'), { timeout: 20_000 });
    expect(csp).toEqual([]);
  });
});
