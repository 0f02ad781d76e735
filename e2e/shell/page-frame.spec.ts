import { expect, test, type Page } from '@playwright/test';
import type { RegistrationCopy } from '../../src/generated/types/registration-copy';
import type { ShellCopy } from '../../src/generated/types/shell-copy';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { brand } from '../test-support/brands';
import { readJson } from '../test-support/read-json';
import { startUrl } from '../test-support/registration-journey';
import { sandboxApplication } from '../test-support/sandbox-client';

// Three lenders with different logos, colours and footers.
const ORGS = ['SANDIA_VISTA_CU', 'BLUE_MESA_CU', 'PRAIRIE_WIND_FCU'];
const shell = readJson<ShellCopy>('flows/shell/copy.json');
const registration = readJson<RegistrationCopy>('flows/registration/copy.json');
const panelLabel = readJson<{ label: string }>('flows/shell/progress-panel.json').label;

test.describe.configure({ timeout: 90_000 });

/** Left edges of the header bar's logo link, the page's heading and the footer's first link. */
async function leftEdges(page: Page, orgCode: string): Promise<number[]> {
  const logo = page.getByRole('link', {
    name: shell.nav.homeLink.replace('{displayName}', brand(orgCode).displayName),
  });
  const heading = page.getByRole('heading', { level: 1 });
  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  const boxes = await Promise.all([logo, heading, footerLink].map((l) => l.boundingBox()));
  return boxes.map((box) => Math.round(box!.x));
}

async function openFirstStep(page: Page, orgCode: string): Promise<void> {
  await page.goto(startUrl(orgCode));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The app's own page (the prerendered picture has no footer).
  await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
}

/** The caption above the heading is one line: no taller than its line height. */
async function expectCaptionOneLine(page: Page): Promise<void> {
  const caption = page.getByRole('main').locator('p', { hasText: registration.header.title }).first();
  const { height, line } = await caption.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThan(line * 1.5);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('header, page and footer share one left edge on three lenders; no horizontal scroll', async ({ page }) => {
      for (const orgCode of ORGS) {
        await openFirstStep(page, orgCode);
        const [logo, heading, footer] = await leftEdges(page, orgCode);
        expect(Math.abs(heading! - logo!), `${orgCode}: heading and logo`).toBeLessThanOrEqual(1);
        expect(Math.abs(footer! - logo!), `${orgCode}: footer and logo`).toBeLessThanOrEqual(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${orgCode}: horizontal scroll`).toBeLessThanOrEqual(0);
        await expectCaptionOneLine(page);
      }
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the page takes 8 of 12 columns and the aside with the trust box the 4 on its right', async ({ page }) => {
    await openFirstStep(page, ORGS[0]!);
    const main = (await page.getByRole('main').boundingBox())!;
    // The footer says it too, after the page: the first is the trust box's.
    const trust = (await page.getByText(shell.trust.lines[0]!).first().boundingBox())!;
    const footer = (await page.getByRole('contentinfo').locator('ul').first().boundingBox())!;
    expect(trust.x).toBeGreaterThan(main.x + main.width);
    expect(trust.y).toBeLessThan(main.y + 200);
    // Two thirds of the frame, less a third of the gap between the columns.
    expect(main.width / footer.width).toBeGreaterThan(0.6);
    expect(main.width / footer.width).toBeLessThan(0.67);
    // The reassurance line sits under the Continue button.
    const button = (await page.getByRole('button', { name: 'Continue' }).boundingBox())!;
    const reassurance = (await page.getByText(registration.reassurance).boundingBox())!;
    expect(reassurance.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(reassurance.y - (button.y + button.height)).toBeLessThan(40);
  });

  test('an application screen: the caption is one line with the number, the progress panel in the aside', async ({
    page,
    request,
  }) => {
    const orgCode = 'HUDSON_RIDGE_SAVINGS';
    const borrower = await createBrandBorrower(request, orgCode);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${orgCode}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 30_000 });
    const heading = page.getByRole('heading', { level: 1, name: screenTitle('product/select') });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const { loanNumber } = (await sandboxApplication(request, borrower.uuid)).application;
    await expect(page.getByRole('main').getByText(`${registration.header.applicationId} ${loanNumber}`)).toBeVisible();
    await expectCaptionOneLine(page);
    const main = (await page.getByRole('main').boundingBox())!;
    const panel = page.getByRole('complementary', { name: panelLabel });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    const side = (await panel.boundingBox())!;
    expect(side.x).toBeGreaterThan(main.x + main.width);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one column: the trust box under the page, nothing wider than the screen', async ({ page }) => {
    await openFirstStep(page, ORGS[1]!);
    const main = (await page.getByRole('main').boundingBox())!;
    const trust = (await page.getByText(shell.trust.lines[0]!).first().boundingBox())!;
    expect(trust.y).toBeGreaterThanOrEqual(main.y + main.height);
    expect(Math.round(trust.x)).toBeGreaterThanOrEqual(Math.round(main.x));
    expect(main.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
