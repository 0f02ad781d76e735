import { expect, test, type Page } from '@playwright/test';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { brands } from '../test-support/brands';
import { hoverAndPress, problemsOf, samplePage, tabThrough, type Sample } from '../test-support/control-contrast';
import { shellCopy } from '../test-support/registration-flow';

test.describe.configure({ mode: 'parallel' });

/**
 * Issue 27: every control of the shell, in every state, readable on every brand. On the first
 * registration step (fields, choices, Continue, the navigation, the loan officer card, the footer)
 * a borrower Tabs through every control (text at 4.5:1, or 3:1 when large, and a focus ring at
 * 3:1 against what is around it), moves the mouse over and presses one control of each look, and
 * presses Continue with nothing filled in (the error summary, messages and invalid fields). Again
 * at phone width with the Menu open. `validate` holds the brand's token pairs
 * (src/core/theme/contrast-pairs.ts); this checks what the browser really draws. The signed-in
 * Apps and Profile menus are e2e/shell/menu-contrast.spec.ts; the dialogs, on three brands,
 * e2e/shell/dialog-contrast.spec.ts.
 */
const GROUPS = 6;
const LOAN_OFFICER = '5a1e0000-0000-4000-8000-000000000002';
const PHONE = { width: 390, height: 844 };

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const allProblems = (samples: Sample[], state: string) => samples.flatMap((s) => problemsOf(s, state));

async function sweepBrand(page: Page, brand: BrandManifest): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/account/heloc/register-v2?referrer=${LOAN_OFFICER}&org=${brand.orgCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const at = brand.orgCode;
  problems.push(...allProblems(await samplePage(page, 'controls'), `${at}, at rest`));
  problems.push(...allProblems(await samplePage(page, 'text'), `${at}, text`));
  problems.push(...(await hoverAndPress(page, at)));
  problems.push(...(await tabThrough(page, `${at}, focused`)));

  // A rejected Continue: the error summary takes focus; its links, the messages and the invalid fields.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.mouse.move(0, 0);
  problems.push(...allProblems(await samplePage(page, 'text', 'main'), `${at}, errors`));
  problems.push(...allProblems(await samplePage(page, 'controls', 'main'), `${at}, errors`));
  problems.push(...(await tabThrough(page, `${at}, errors, focused`)));

  // Phone: the Menu opened, every row focused in turn.
  await page.setViewportSize(PHONE);
  const menu = page.getByRole('button', { name: shellCopy.nav.menuButton, exact: true });
  await menu.click();
  const nav = page.getByRole('navigation', { name: shellCopy.nav.landmark });
  problems.push(...allProblems(await samplePage(page, 'controls', 'nav'), `${at} (phone), menu open`));
  await menu.focus();
  for (let row = 0; row < 12; row += 1) {
    await page.keyboard.press('Tab');
    const inside = await nav.evaluate((el) => el.contains(document.activeElement));
    if (!inside) break;
    problems.push(
      ...(await samplePage(page, 'focused')).flatMap((s) => problemsOf(s, `${at} (phone), menu row focused`)),
    );
  }
  return problems;
}

for (let group = 0; group < GROUPS; group += 1) {
  const members = brands.filter((_, i) => i % GROUPS === group);
  test(`every control stays readable at rest, hovered, pressed, focused and in error: ${members[0]!.orgCode} … ${members.at(-1)!.orgCode} (${members.length} brands)`, async ({
    page,
  }) => {
    test.setTimeout(members.length * 30_000);
    const problems: string[] = [];
    for (const brand of members) problems.push(...(await test.step(brand.orgCode, () => sweepBrand(page, brand))));
    expect(problems).toEqual([]);
  });
}
