import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ApplicationCopy } from '../../src/generated/types/application-copy';
import { MIN_RATIO } from '../../src/core/theme/contrast-pairs';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { drawnColors, drawnRatios } from '../test-support/drawn-contrast';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { copy as registrationCopy, flow, shellCopy } from '../test-support/registration-flow';
import { expectStep, startUrl } from '../test-support/registration-journey';

/**
 * Issue 27, phone chrome at 390 px on lenders the suite does not single out: one progress model
 * (a line and a thin segmented bar instead of chips), the Menu as a full sheet, the compact footer
 * of an application's pages, and no sideways scrolling.
 */
const ORG = 'LANTERN_BAY_CU';
const OTHER_ORG = 'HUDSON_RIDGE_SAVINGS';
const bar = readJson<ApplicationCopy>('flows/application/copy.json').stepBar;
const nav = shellCopy.nav;
const footer = shellCopy.footer;
const stageLine = (step: number, label: string) =>
  bar.stage.replace('{step}', String(step)).replace('{steps}', '8').replace('{label}', label);

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'page width against the window').toBeLessThanOrEqual(widths[1]!);
}

/** The page's step bar: one line and eight segments, the current one marked for assistive technology. */
async function expectStageBar(page: Page, step: number, label: string): Promise<void> {
  const progress = page.getByRole('navigation', { name: bar.label });
  await expect(progress.getByText(stageLine(step, label), { exact: true })).toBeVisible();
  const segments = progress.getByRole('listitem');
  await expect(segments).toHaveCount(8);
  await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(segments.nth(step - 1)).toHaveAttribute('aria-current', 'step');
  await expect(segments.nth(step - 1)).toContainText(label);
  if (step > 1) await expect(segments.first()).toContainText(bar.completed);
  // A thin bar, one row: not chips wrapping over rows.
  const list = (await progress.getByRole('list').boundingBox())!;
  expect(list.height).toBeLessThanOrEqual(16);
  const boxes = await segments.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  // Not by colour alone: the current segment is taller than the others.
  expect(boxes[step - 1]).toBeGreaterThan(Math.max(...boxes.filter((_, i) => i !== step - 1)));
}

test('registration: step 1 of 8, Basic Info, with its question count, and the full footer', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(startUrl(ORG));
  const first = flow.steps[0]!.key;
  await expectStep(page, first, {}, { orgCode: ORG });
  await expectStageBar(page, 1, 'Basic Info');
  const total = await page.getByRole('navigation', { name: bar.label }).locator('.step-bar__detail').innerText();
  expect(total).toMatch(
    new RegExp(`^${registrationCopy.progress.label.replace('{position}', '1').replace('{total}', '\\d+')}$`),
  );
  // Registration keeps the whole footer: no disclosure.
  const info = page.getByRole('contentinfo');
  await expect(info.getByRole('heading', { name: footer.hoursHeading })).toBeVisible({ timeout: 20_000 });
  await expect(info.getByRole('button', { name: footer.moreDetails })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(csp).toEqual([]);
});

test.describe('an application page', () => {
  let page: Page;
  test.beforeEach(async ({ page: given, request }) => {
    page = given;
    const borrower = await createBrandBorrower(request, ORG);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the progress is one line and a segmented bar', async () => {
    await expectStageBar(page, 2, 'Select Offer');
    await expectNoSidewaysScroll(page);
  });

  test('the compact footer opens and closes by keyboard', async () => {
    test.slow(); // axe over the whole page on a loaded machine
    const info = page.getByRole('contentinfo');
    const more = info.getByRole('button', { name: footer.moreDetails });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // The legal essentials stay in view; the rest waits behind the button.
    await expect(info.getByText(/NMLS ID #/).first()).toBeVisible();
    await expect(info.getByRole('img', { name: /Equal Housing/ })).toBeVisible();
    await expect(info.getByRole('heading', { name: footer.supportHeading })).toBeHidden();
    expect((await info.boundingBox())!.height).toBeLessThan(320);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(info.getByRole('heading', { name: footer.supportHeading })).toBeVisible();
    await expect(info.getByRole('heading', { name: footer.hoursHeading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press(' ');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(info.getByRole('heading', { name: footer.supportHeading })).toBeHidden();
    await expectNoSidewaysScroll(page);
  });

  test('the Menu is a sheet: large rows, Close, focus kept inside, Escape', async () => {
    test.slow(); // axe over the whole page on a loaded machine
    const main = page.getByRole('navigation', { name: nav.landmark });
    const menu = main.getByRole('button', { name: nav.menuButton, exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const close = main.getByRole('button', { name: nav.menuClose, exact: true });
    await expect(close).toBeFocused();

    // The sheet covers the window below the bar, from edge to edge.
    const sheet = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    const box = (await sheet.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);

    // Rows a thumb can hit.
    const rows = [
      close,
      main.getByRole('link', { name: nav.contact }),
      main.getByRole('button', { name: nav.profileMenu }),
    ];
    for (const row of rows) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectNoAxeViolations(page);

    // The page behind is out of reach, for screen readers too, and does not scroll.
    const mainInert = () => page.locator('main').evaluate((el) => el.closest('[inert]') !== null);
    expect(await mainInert()).toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Tab goes round inside the sheet: from its last control back to Close, and back again.
    const inside = () => sheet.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1} stays in the sheet`).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await expect(close).not.toBeFocused();

    // A focused row shows its words readably (the navigation's own pair).
    const contact = main.getByRole('link', { name: nav.contact });
    await contact.focus();
    const drawn = drawnRatios(await drawnColors(contact, '.top-nav__sheet'));
    expect(drawn.text).toBeGreaterThanOrEqual(MIN_RATIO.text);

    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet).toBeHidden();
    expect(await mainInert()).toBe(false);

    await menu.click();
    await expect(close).toBeFocused();
    await close.click();
    await expect(menu).toBeFocused();
    await expect(sheet).toBeHidden();
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });
});

test('the Menu sheet on a signed-out content page closes with its Close button', async ({ page }) => {
  await page.goto(`/contact?org=${OTHER_ORG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
  const main = page.getByRole('navigation', { name: nav.landmark });
  const menu = main.getByRole('button', { name: nav.menuButton, exact: true });
  await menu.click();
  const close = main.getByRole('button', { name: nav.menuClose, exact: true });
  await expect(close).toBeFocused();
  const login: Locator = main.getByRole('link', { name: nav.login });
  expect((await login.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await page.keyboard.press('Enter');
  await expect(menu).toBeFocused();
  await expect(login).toBeHidden();
  await expectNoSidewaysScroll(page);
});
