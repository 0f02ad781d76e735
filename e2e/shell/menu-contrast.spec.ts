import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { MIN_RATIO } from '../../src/core/theme/contrast-pairs';
import { brands } from '../test-support/brands';
import { drawnColors, drawnRatios } from '../test-support/drawn-contrast';
import { PORT } from '../test-support/port';
import { shellCopy } from '../test-support/registration-flow';
import { registerShellBorrower } from './shell-borrower';

test.describe.configure({ mode: 'parallel' });

/**
 * Issue 24: the focused or hovered item of the Apps and Profile menus was white on near-white on
 * every brand with a dark navigation bar. On every brand, a borrower opens each menu by keyboard
 * and walks its items; each focused item, and one under the mouse, must show its words at 4.5:1
 * on what is really behind them, and stand out from the menu by 3:1 (the focus indicator). Again
 * at phone width, where the menus sit in the opened navigation's sheet, with its Close button. Brands are walked a few to a
 * page, each by its own host name (its own origin, so its own signed-in borrower).
 */
const GROUPS = 6;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const t = shellCopy.nav;

// A step that never comes fails that brand in seconds, not the whole group at its timeout.
test.use({ actionTimeout: 15_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: t.landmark });

/** What is wrong with how one item is drawn in its state; nothing when it passes. */
async function problemsOf(item: Locator, what: string): Promise<string[]> {
  const drawn = await drawnColors(item, '[role="menu"]');
  const { text, indicator } = drawnRatios(drawn);
  const problems: string[] = [];
  if (text < MIN_RATIO.text)
    problems.push(`${what}: ${drawn.color} on ${drawn.background} is ${text.toFixed(2)}:1, below ${MIN_RATIO.text}:1`);
  if (indicator < MIN_RATIO.control)
    problems.push(
      `${what}: ${drawn.background} against the menu's ${drawn.around} is ${indicator.toFixed(2)}:1, below ${MIN_RATIO.control}:1`,
    );
  return problems;
}

/** What is wrong with the words of a control of the menu sheet, drawn on the sheet itself. */
async function textProblems(control: Locator, what: string): Promise<string[]> {
  const drawn = await drawnColors(control, '.top-nav__sheet');
  const { text } = drawnRatios(drawn);
  return text < MIN_RATIO.text
    ? [`${what}: ${drawn.color} on ${drawn.background} is ${text.toFixed(2)}:1, below ${MIN_RATIO.text}:1`]
    : [];
}

/**
 * Opens a menu from its button by keyboard and checks the first item, or every item as focus
 * reaches it, then the first item under the mouse when there is one.
 */
async function walkMenu(page: Page, name: string, where: string, phone: boolean): Promise<string[]> {
  const button = nav(page).getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu', { name }).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const labels = phone ? [await items.first().innerText()] : await items.allInnerTexts();
  const problems: string[] = [];
  for (const [index, label] of labels.entries()) {
    if (index > 0) await page.keyboard.press('ArrowDown');
    await expect(items.nth(index)).toBeFocused();
    problems.push(...(await problemsOf(items.nth(index), `${where}, ${name} > ${label} focused`)));
  }
  if (!phone) {
    await items.nth(0).hover();
    problems.push(...(await problemsOf(items.nth(0), `${where}, ${name} > ${labels[0]} under the mouse`)));
    await page.mouse.move(0, 0);
  }
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  return problems;
}

async function expectReadableMenus(page: Page, brand: BrandManifest): Promise<void> {
  const origin = `http://${brand.hostPrefixes[0]}.localhost:${PORT}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(`${origin}/contact`);
  // The page's heading takes focus once the page is drawn: a menu opened before then would close.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
  await expect(nav(page).getByRole('button', { name: t.profileMenu })).toBeVisible({ timeout: 20_000 });
  const problems = [
    ...(await walkMenu(page, t.appsMenu, brand.orgCode, false)),
    ...(await walkMenu(page, t.profileMenu, brand.orgCode, false)),
  ];

  await page.setViewportSize(PHONE);
  await nav(page).getByRole('button', { name: t.menuButton, exact: true }).click();
  // The phone's menu sheet (issue 27): its Close button, focused on opening, and a focused row.
  const close = nav(page).getByRole('button', { name: t.menuClose, exact: true });
  await expect(close).toBeFocused();
  problems.push(...(await textProblems(close, `${brand.orgCode} (phone), ${t.menuClose} focused`)));
  const contact = nav(page).getByRole('link', { name: t.contact });
  await contact.focus();
  problems.push(...(await textProblems(contact, `${brand.orgCode} (phone), ${t.contact} focused`)));
  problems.push(
    ...(await walkMenu(page, t.appsMenu, `${brand.orgCode} (phone)`, true)),
    ...(await walkMenu(page, t.profileMenu, `${brand.orgCode} (phone)`, true)),
  );
  expect(problems).toEqual([]);
}

for (let group = 0; group < GROUPS; group += 1) {
  const members = brands.filter((_, i) => i % GROUPS === group);
  const names = members.map((b) => b.orgCode);
  test(`menu items stay readable when focused or hovered: ${names[0]} … ${names.at(-1)} (${members.length} brands)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(members.length * 20_000);
    for (const brand of members) {
      const { jwt } = await registerShellBorrower(request, brand.orgCode);
      // Each brand is its own origin: its borrower's token goes into that origin's storage only.
      const host = `${brand.hostPrefixes[0]}.localhost:${PORT}`;
      await page.addInitScript(
        ([forHost, token]) => {
          if (window.location.host === forHost) window.localStorage.setItem('jwt', token);
        },
        [host, jwt] as const,
      );
      await test.step(brand.orgCode, () => expectReadableMenus(page, brand));
    }
  });
}
