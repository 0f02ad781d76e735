import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { expectPageReady, watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { registerShellBorrower, signedInAs } from './shell-borrower';

// By host name, as a lender's site is reached: menu items load their page as a document.
const host = (prefix: string, path: string) => `http://${prefix}.localhost:${PORT}${path}`;

/** The machine running the suite is loaded: the first heading may take a while. */
async function pageReady(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await expectPageReady(page, heading);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the Apps menu works by keyboard and leads to a brand-aware app area and back', async ({ page, request }) => {
  test.slow(); // axe over the whole page on a loaded machine
  await signedInAs(page, await registerShellBorrower(request, 'GRANITE_TRUST'));
  const csp = watchCsp(page);
  await page.goto(host('granitetrust', '/dashboard'));
  await pageReady(page, 'Dashboard');

  const apps = nav(page).getByRole('button', { name: 'Apps' });
  await apps.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Apps' });
  await expect(menu).toBeVisible();
  await expect(apps).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Passport',
    'Group Manager',
    'Portfolio Manager',
    'Pay',
    'Exchange',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Passport' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Group Manager' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Exchange' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Passport' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Exchange' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Passport' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(apps).toBeFocused();
  await expect(apps).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens on the last item; a letter jumps to the next item starting with it.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Exchange' })).toBeFocused();
  await page.keyboard.press('p');
  await expect(menu.getByRole('menuitem', { name: 'Passport' })).toBeFocused();
  await page.keyboard.press('p');
  await expect(menu.getByRole('menuitem', { name: 'Portfolio Manager' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(host('granitetrust', '/portfolio'));
  await pageReady(page, 'Portfolio Manager');
  await expect(page.getByRole('main')).toContainText('you hold with Granite Trust Bank in one place');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await pageReady(page, 'Dashboard');
  expect(csp).toEqual([]);
});

test('the profile menu: Tab leaves and closes it, Settings shows the profile, Logout signs out', async ({
  page,
  request,
}) => {
  await signedInAs(page, await registerShellBorrower(request, 'CEDAR_VALLEY_FCU'));
  await page.goto(host('cedarvalley', '/dashboard'));
  await pageReady(page, 'Dashboard');

  const profile = nav(page).getByRole('button', { name: 'Profile' });
  await profile.click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Support', 'Switch Accounts', 'Settings', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Support' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(profile).not.toBeFocused();

  await profile.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press(' ');
  await pageReady(page, 'Settings');
  await expect(page.getByRole('main').getByText('(415) 555-0100')).toBeVisible();

  await profile.click();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await pageReady(page, 'Sign in');
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Profile' })).toBeHidden();
});

test('an anonymous visitor is sent to sign in from an app area', async ({ page }) => {
  await page.goto('/pay?org=CEDAR_VALLEY_FCU');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fpay/, { timeout: 20_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a brand without Portfolio Manager lists the other apps in the mobile navigation; its /portfolio is not found', async ({
    page,
    request,
  }) => {
    test.slow(); // axe over the whole page on a loaded machine
    await signedInAs(page, await registerShellBorrower(request, 'PACIFIC_CREST_CU'));
    await page.goto(host('pacificcrest', '/dashboard'));
    await pageReady(page, 'Dashboard');

    await page.getByRole('button', { name: 'Menu' }).click();
    await nav(page).getByRole('button', { name: 'Apps' }).click();
    const menu = page.getByRole('menu', { name: 'Apps' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Passport', 'Group Manager', 'Pay', 'Exchange']);
    await menu.getByRole('menuitem', { name: 'Pay' }).click();
    await pageReady(page, 'Pay');
    await expect(page.getByRole('main')).toContainText('your Pacific Crest');
    await expect(nav(page).getByRole('link', { name: 'Contact' })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.goto(host('pacificcrest', '/portfolio'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
  });
});
