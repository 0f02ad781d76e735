import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { startUrl } from '../test-support/registration-journey';

// Banner edits are global sandbox state: this file restores the seeded banners after each test.
const SEEDED = JSON.parse(readFileSync('src/sandbox/seed/banners.json', 'utf8')) as unknown[];

const banner = (uuid: string, message: string, createdAt: string, over: Record<string, unknown> = {}) => ({
  uuid,
  message,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...over,
});

const OUTAGE = banner(
  '0b7e0000-0000-4000-8000-0000000000a1',
  'Our lender systems are down until 6 PM.',
  '2025-04-03T10:00:00Z',
  {
    variant: 'warn',
  },
);
const NEWS = banner('0b7e0000-0000-4000-8000-0000000000a2', 'New: draw funds from your phone.', '2025-04-02T10:00:00Z');
const OLDER = banner('0b7e0000-0000-4000-8000-0000000000a3', 'An older notice.', '2025-04-01T10:00:00Z');
const INACTIVE = banner('0b7e0000-0000-4000-8000-0000000000a4', 'Not active.', '2025-04-04T10:00:00Z', {
  active: false,
});

test.afterEach(async ({ request }) => {
  const restored = await request.put('/__sandbox/banners', { data: SEEDED });
  expect(restored.status()).toBe(200);
});

test('a lender posts banners: the two newest show, one is dismissed, stays hidden after reload, and returns when updated', async ({
  page,
  request,
}) => {
  test.slow(); // axe over the whole page on a loaded machine
  expect((await request.put('/__sandbox/banners', { data: [OLDER, INACTIVE, NEWS, OUTAGE] })).status()).toBe(200);
  const csp = watchCsp(page);
  await page.goto(startUrl('SANDIA_VISTA_CU'));

  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(region.getByRole('paragraph')).toHaveText([
    'Warning: Our lender systems are down until 6 PM.',
    'Information: New: draw funds from your phone.',
  ]);
  await expectNoAxeViolations(page);

  await region.getByRole('button', { name: 'Dismiss announcement' }).first().click();
  // The next newest takes its place.
  await expect(region.getByRole('paragraph')).toHaveText([
    'Information: New: draw funds from your phone.',
    'Information: An older notice.',
  ]);
  const stored = await page.evaluate(() => window.localStorage.getItem('dismissed-banners'));
  expect(Object.keys(JSON.parse(stored ?? '{}') as object)).toEqual([OUTAGE.uuid]);

  await page.reload();
  await expect(region.getByText('New: draw funds from your phone.')).toBeVisible({ timeout: 20_000 });
  await expect(region.getByText('Our lender systems are down until 6 PM.')).toBeHidden();

  // The lender updates the notice after the dismissal: it shows again.
  const later = new Date(Date.now() + 60_000).toISOString();
  const updated = {
    ...OUTAGE,
    message: 'Our lender systems are back at 8 PM.',
    metadata: { ...OUTAGE.metadata, updatedAt: later },
  };
  expect((await request.put('/__sandbox/banners', { data: [OLDER, NEWS, updated] })).status()).toBe(200);
  await page.reload();
  await expect(region.getByText('Our lender systems are back at 8 PM.')).toBeVisible({ timeout: 20_000 });
  expect(csp).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a banner that cannot be dismissed has no dismiss button; one for another app does not show', async ({
    page,
    request,
  }) => {
    const fixed = { ...NEWS, dismissable: false };
    const otherApp = { ...OUTAGE, apps: ['mortgage'] };
    expect((await request.put('/__sandbox/banners', { data: [fixed, otherApp] })).status()).toBe(200);
    await page.goto(startUrl('BLUE_MESA_CU'));
    const region = page.getByRole('region', { name: 'Announcements' });
    await expect(region.getByText('New: draw funds from your phone.')).toBeVisible({ timeout: 20_000 });
    await expect(region.getByRole('button', { name: 'Dismiss announcement' })).toHaveCount(0);
    await expect(page.getByText('Our lender systems are down until 6 PM.')).toBeHidden();
  });
});

/** The page's layout shifts (not those right after an input) from its first frame on: their sum and what moved. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<{ total: number; moved: string[] }>> {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const sink = window as unknown as { layoutShifts: { total: number; moved: string[] } };
    sink.layoutShifts = { total: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // The prerendered picture of the first step restyles once the brand's theme is set (boot,
        // not the banners): the borrower's page is the app's, which replaces it.
        const moved = entry.sources.filter(
          ({ node }) => !(node instanceof Element && node.closest('[data-prerendered]')),
        );
        if (moved.length === 0) continue;
        sink.layoutShifts.total += entry.value;
        for (const { node } of moved)
          sink.layoutShifts.moved.push(node instanceof Element ? `${node.localName}.${node.className}` : String(node));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts);
}
/** The banners are under the header and above the page heading. */
async function expectAboveHeading(page: Page, heading: ReturnType<Page['getByRole']>): Promise<void> {
  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region.getByText(OUTAGE.message)).toBeVisible({ timeout: 20_000 });
  const regionBox = (await region.boundingBox())!;
  const headingBox = (await heading.boundingBox())!;
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  expect(regionBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(regionBox.y + regionBox.height).toBeLessThanOrEqual(headingBox.y);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the banners are above the heading and nothing shifts as they come (CLS 0)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const signer = { ...NEWS, apps: ['heloc', 'heloc-signer'] };
    expect((await request.put('/__sandbox/banners', { data: [OUTAGE, signer] })).status()).toBe(200);
    const layoutShift = await watchLayoutShifts(page);

    // A registration step (the prerendered one).
    await page.goto(startUrl('SANDIA_VISTA_CU'));
    const step = page.getByRole('heading', { level: 1 });
    await expectAboveHeading(page, step);
    await page.waitForTimeout(1500); // the after-first-paint extras (chat, the loan officer) come too
    expect(await layoutShift()).toEqual({ total: 0, moved: [] });

    // An application's page.
    const orgCode = 'HUDSON_RIDGE_SAVINGS';
    const borrower = await createBrandBorrower(request, orgCode);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${orgCode}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 30_000 });
    const screen = page.getByRole('heading', { level: 1, name: screenTitle('product/select') });
    await expect(screen).toBeVisible({ timeout: 20_000 });
    await expectAboveHeading(page, screen);
    await page.waitForTimeout(1500);
    // The application's page grows as its parts load, and the signed-in menus arrive in the bar:
    // what is under the page (the footer) and the bar's items move, not the banners or the page.
    const { moved } = await layoutShift();
    expect(moved.filter((node) => /^(main|section|h1|p\.page-caption)\b/.test(node))).toEqual([]);
  });
}
