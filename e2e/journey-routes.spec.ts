/**
 * Routes of borrower-journey.md section 2 that a borrower reaches by URL: the registration help
 * pages, bare parent paths. Words come from flows/ at run time; brands other than the deep ones.
 */
import { expect, test } from '@playwright/test';
import type { ContentPages } from '../src/generated/types/content-pages';
import { actAs, applicationPath, screenTitle } from './test-support/application';
import { expectNoAxeViolations } from './test-support/accessibility';
import { brand } from './test-support/brands';
import { expectPageReady, watchCsp } from './test-support/page-checks';
import { readJson } from './test-support/read-json';
import { createBorrower, forceStatus } from './test-support/sandbox-client';

const content = readJson<ContentPages>('flows/pages/public-pages.json').pages;
const fill = (text: string, orgCode: string) => text.replace('{displayName}', brand(orgCode).displayName);

for (const [path, key, orgCode] of [
  ['/account/heloc/register/account-setup', 'register-account-setup', 'BLUE_MESA_CU'],
  ['/account/heloc/register/support', 'register-support', 'HEARTLAND_FARMERS_CU'],
] as const) {
  test(`${path} is a public page of its own, in the brand's words (${orgCode})`, async ({ page }) => {
    const csp = watchCsp(page);
    const b = brand(orgCode);
    const definition = content[key]!;
    await page.goto(`${path}?org=${orgCode}`);
    await expectPageReady(page, definition.title);
    await expect(page).toHaveURL(`${path}?org=${orgCode}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(fill(definition.intro!, orgCode));
    await expect(main.getByRole('link', { name: new RegExp(b.support.phone.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(b.support.email) })).toBeVisible();
    await expectNoAxeViolations(page);
    // The page's first action leads into registration.
    await main.getByRole('link', { name: definition.actions![0]!.label }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register(-v2)?(\/|\?|$)/);
    expect(csp).toEqual([]);
  });
}

test('bare income/link and income/upload go to their parent, which routes by status', async ({ page, request }) => {
  const borrower = await createBorrower(request);
  await forceStatus(request, borrower.uuid, 'INCOME_VERIFICATION');
  await actAs(page, borrower);
  for (const bare of ['income/link', 'income/upload']) {
    await page.goto(applicationPath(borrower.uuid, bare));
    await expect(page).toHaveURL(applicationPath(borrower.uuid, 'income/review'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('income/review'));
  }
});
