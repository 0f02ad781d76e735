import { expectNoAxeViolations } from '../test-support/accessibility';
import {
  actAs,
  applicationPath,
  screens,
  screenTitle,
  statusRoutes,
  URL_OF,
  expectOneCurrentStep,
} from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { forceStatus } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';

/**
 * The screens no status row leads to (conditions, insurance, decline variants, confirm steps,
 * provider links...): opened by a link, they stay where they are, with their heading, step bar,
 * no axe violation and no CSP violation. The rows' own screens are checked in status-rows.spec.ts.
 */
const targets = new Set([...statusRoutes.rows.map((r) => r.route), statusRoutes.unrecognised.route]);
/** A value for each path parameter a screen path may have. */
const PARAMS: Record<string, string> = { type: 'PLAID_TRANSACTIONS' };
const fill = (path: string) => path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => PARAMS[name] ?? name);

// Walked in a few pages, each screen opened by its own page load (a cold start of the app on a
// warm browser cache), so a screen does not pay for a new browser context.
const GROUPS = 3;
const paths = Object.keys(screens).filter((p) => !targets.has(p));

for (let group = 0; group < GROUPS; group += 1) {
  const members = paths.filter((_, i) => i % GROUPS === group);
  test(`${members.join(', ')}: each opens by link and stays`, async ({ page, request, borrowers }) => {
    test.setTimeout(members.length * 30_000);
    const borrower = await borrowers.get('CA');
    await forceStatus(request, borrower.uuid, 'HMDA');
    await actAs(page, borrower);
    const csp = watchCsp(page);
    for (const path of members)
      await test.step(path, async () => {
        await page.goto(applicationPath(borrower.uuid, fill(path)));
        await expect(page.getByRole('heading', { level: 1, name: screenTitle(path), exact: true })).toBeFocused();
        await expect(page).toHaveURL(URL_OF(borrower.uuid, fill(path)));
        await expectOneCurrentStep(page);
        await expectNoAxeViolations(page);
        expect(csp, `CSP violations on ${path}`).toEqual([]);
      });
  });
}

test('a path under the application that names no screen, or a malformed uuid, is not found', async ({
  page,
  borrowers,
}) => {
  const borrower = await borrowers.get('CA');
  await actAs(page, borrower);
  await page.goto(applicationPath(borrower.uuid, 'no/such/screen'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const notFound = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/account/heloc/8f1c2d3e-0000-4000-8000-00000000001/start/hmda');
  await expect(page.getByRole('heading', { level: 1, name: notFound ?? '' })).toBeFocused();
});
