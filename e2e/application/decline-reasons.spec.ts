import { expect, test } from '@playwright/test';
import { actAs, applicationPath, screens, URL_OF } from '../test-support/application';
import { BOSTON, createBrandBorrower } from '../test-support/brand-borrower';

// A lender serving the Boston property of createBrandBorrower, not among the suite's deep three.
const ORG = 'NARRAGANSETT_BAY_CU';

test.describe.configure({ timeout: 90_000 });

for (const [tag, screen] of [
  ['lowscore', 'error/credit'],
  ['highdti', 'error/income'],
] as const) {
  test(`a borrower declined for the reason +${tag} gives reads it on ${screen}`, async ({ page, request }) => {
    const borrower = await createBrandBorrower(request, ORG, BOSTON, {}, tag);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, screen), { timeout: 30_000 });
    const { title, intro } = screens[screen]!;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(intro![0]!)).toBeVisible();
  });
}
