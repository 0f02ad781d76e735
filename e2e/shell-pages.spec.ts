import { expect, test } from '@playwright/test';
import { US_STATES } from '../src/core/geo/us-states';
import { brand, brands, DEEP_BRANDS } from './test-support/brands';
import { expectNoAxeViolations } from './test-support/accessibility';
import { expectPageReady, watchCsp } from './test-support/page-checks';

const PAGES: { path: string; heading: (b: ReturnType<typeof brand>) => string | RegExp }[] = [
  { path: '/terms', heading: (b) => b.footer.termsLabel },
  { path: '/privacy', heading: () => 'Privacy Policy' },
  { path: '/communications', heading: () => 'Electronic Communications Policy' },
  { path: '/licenses', heading: () => 'Licenses' },
  { path: '/coming-soon', heading: () => 'Coming soon' },
  { path: '/contact', heading: () => 'Contact us' },
  { path: '/auth/login', heading: () => 'Sign in' },
  { path: '/account/heloc/not-accepting-apps', heading: () => 'We are not accepting applications here' },
  { path: '/account/heloc/coming-soon', heading: () => 'Coming soon' },
  { path: '/no/such/page', heading: () => 'Page not found' },
];

test.describe.configure({ mode: 'parallel' });

// Deep checks on a few brands: every shell page, with axe and the strict CSP. One page walks a
// brand's shell pages (each opened by a page load), so they share a warm cache.
for (const orgCode of DEEP_BRANDS) {
  test(`${orgCode}: every shell page is accessible, with no CSP violation`, async ({ page }) => {
    test.setTimeout(PAGES.length * 20_000);
    const csp = watchCsp(page);
    for (const { path, heading } of PAGES)
      await test.step(path, async () => {
        await page.goto(`${path}?org=${orgCode}`);
        await expectPageReady(page, heading(brand(orgCode)));
        await expectNoAxeViolations(page);
        expect(csp, `CSP violations on ${path}`).toEqual([]);
      });
  });
}

test('licenses lists the states served by name', async ({ page }) => {
  const b = brand('CEDAR_VALLEY_FCU');
  const names = [...b.statesServed].sort().map((code) => US_STATES.find((s) => s.abbrev === code)!.name);
  await page.goto('/licenses?org=CEDAR_VALLEY_FCU');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(names);
});

test('the states-served note shows on the DSCR footer of its brand only', async ({ page }) => {
  // The spec gives it to one brand's DSCR product (npm run validate refuses a second).
  const carriers = brands.filter((b) => b.footer.statesServedNote);
  expect(carriers.map((b) => b.orgCode)).toHaveLength(1);
  const withNote = carriers[0]!;
  const note = withNote.footer.statesServedNote!;
  const states = [...withNote.statesServed].sort().join(', ');
  await page.goto(`/account/${note.product}/register?org=${withNote.orgCode}`);
  await expect(page.getByRole('contentinfo')).toContainText(`${states}, ${note.text}`, { timeout: 20_000 });
  await page.goto(`/terms?org=${withNote.orgCode}`);
  // The shell footer is the HELOC product's; the note belongs to DSCR only.
  await expect(page.getByRole('contentinfo')).toContainText(states);
  await expect(page.getByRole('contentinfo')).not.toContainText(note.text);
});

test('customer-service hours are shown in Pacific Time', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-01-15T18:00:00Z'));
  await page.goto('/contact?org=MERIDIAN');
  const hours = page.getByRole('main').locator('dl.hours');
  await expect(hours).toContainText('Mon–Fri');
  await expect(hours).toContainText(/AM – \d{1,2}:\d{2} PM/);
});

test('legacy and bare-parent paths redirect', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login?redirectUrl=%2Fdashboard');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
  await page.goto('/account/heloc/terms?org=MERIDIAN_NY');
  await expect(page).toHaveURL('/terms?org=MERIDIAN_NY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand('MERIDIAN_NY').footer.termsLabel);
  await page.goto('/account/heloc/account/register');
  await expect(page).toHaveURL('/account/heloc/register');
});

test('the privacy-options dialog works from the keyboard and remembers the choice', async ({ page }) => {
  await page.goto('/privacy?org=MERIDIAN');
  await expectPageReady(page, 'Privacy Policy');
  const button = page.getByRole('button', { name: 'Your Privacy Choices' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Opt out of sharing' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your choice is saved');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Your Privacy Choices' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the navigation by keyboard', async ({ page }) => {
    await page.goto('/terms?org=MERIDIAN');
    await expectPageReady(page, brand('MERIDIAN').footer.termsLabel);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expectPageReady(page, 'Contact us');
    await expectNoAxeViolations(page);
  });
});

test('a page chunk that fails to load reloads five times, then shows the error page', async ({ page }) => {
  let reloads = 0;
  page.on('load', () => reloads++);
  await page.route(/\/assets\/content-route-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/privacy?org=MERIDIAN');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' })).toBeVisible({
    timeout: 30_000,
  });
  expect(reloads).toBe(6);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(page.getByText(brand('MERIDIAN').support.phone, { exact: false }).first()).toBeVisible();
  await page.unroute(/\/assets\/content-route-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectPageReady(page, 'Privacy Policy');
});

// The page's chunk is asked for as the app starts (app/router.tsx, preloadPageChunk), beside the
// flags and the session, so the page is drawn without suspending: React keeps a Suspense fallback
// up 300 ms once shown. Asked for after the first draw, the chunk came last (issue 28's session of
// 2026-12-07: the heading of /terms took focus at 0.49 s, now 0.19 s, median of 9 loads).
for (const { path, chunk, heading } of [
  { path: '/terms', chunk: 'content-route', heading: brand('MERIDIAN').footer.termsLabel },
  { path: '/auth/login', chunk: 'login-route', heading: 'Sign in' },
]) {
  test(`${path} opened directly asks for its chunk before the calls of its first draw`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${path}?org=MERIDIAN`);
    await expectPageReady(page, heading);
    const chunkAt = asked.findIndex((p) => p.startsWith(`/assets/${chunk}-`));
    const sessionAt = asked.findIndex((p) => p.endsWith('/session'));
    expect(chunkAt, asked.join('\n')).toBeGreaterThan(0);
    expect(sessionAt, asked.join('\n')).toBeGreaterThan(chunkAt);
  });
}

test("pointing at a link asks for its page's chunk; the click then finds it in", async ({ page }) => {
  await page.goto('/contact?org=MERIDIAN');
  await expectPageReady(page, 'Contact us');
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  const chunk = page.waitForRequest((request) => /\/assets\/login-route-[^/]+\.js$/.test(request.url()));
  await login.hover();
  await chunk;
  await login.click();
  await expectPageReady(page, 'Sign in');
});
