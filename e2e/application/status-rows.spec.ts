import { expectNoAxeViolations } from '../test-support/accessibility';
import {
  actAs,
  applicationCopy,
  applicationPath,
  isWaitingStatus,
  rowCases,
  screenTitle,
  URL_OF,
} from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { forceStatus, NEUTRAL_FIELDS } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';

/**
 * Every row of flows/status-routes.json (read from the file, so a new row gets its test): force
 * a status of the row and the context that reaches it, open the application's index, and see the
 * screen the row names, with its heading, axe-clean and without a CSP violation. A waiting status
 * first shows the wait screen; routing gives up on the timeout page (the clock is run forward).
 */
/** The fields a case changes from neutral, for the test title. */
const changed = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([key, value]) => NEUTRAL_FIELDS[key as keyof typeof NEUTRAL_FIELDS] !== value)
    .map(([key, value]) => `${key}=${String(value)}`);

// The app keeps polling the status after a test's last check: a poll caught by the route below as
// the test ends must not fail the run ("route.fetch: Test ended").
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const row of rowCases()) {
  const context = [...changed(row.fields), ...(row.state === 'CA' ? [] : [`state=${row.state}`])];
  test(`row ${row.index}: ${row.status}${context.length ? ` (${context.join(', ')})` : ''} -> ${row.route}`, async ({
    page,
    request,
    borrowers,
  }) => {
    const borrower = await borrowers.get(row.state);
    await forceStatus(request, borrower.uuid, row.status, row.fields);
    await actAs(page, borrower);
    const csp = watchCsp(page);
    // The sandbox's workflow moves some statuses on by itself after a short wait (a waiting status,
    // the flood certificate): hold the forced status and context in this page's status answers.
    const { routingNumber, ...context } = row.fields;
    await page.route(`**/borrower/secure/api/v1/${borrower.uuid}/status`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: {
          ...(await response.json()),
          ...context,
          routingNumberPresent: routingNumber !== null,
          status: row.status,
        },
      });
    });
    if (isWaitingStatus(row.status)) await page.clock.install();
    await page.goto(applicationPath(borrower.uuid));

    if (isWaitingStatus(row.status)) {
      await expect(page.getByRole('heading', { level: 1, name: applicationCopy.routing.waitingTitle })).toBeVisible();
      // The waiting screen's own status (the full-screen loader, also a status, stays up while the clock is held).
      await expect(page.getByRole('status').filter({ hasText: applicationCopy.routing.stillWorking })).toBeVisible();
      for (let i = 0; i < 80 && !URL_OF(borrower.uuid, row.route).test(page.url()); i += 1) {
        await page.clock.fastForward(6_000);
        await page.waitForTimeout(50);
      }
    }
    if (row.route === '/') {
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(URL_OF(borrower.uuid, row.route));
      await expect(page.getByRole('heading', { level: 1, name: screenTitle(row.route), exact: true })).toBeFocused();
      await expect(
        page.getByRole('navigation', { name: applicationCopy.stepBar.label }).locator('[aria-current="step"]'),
      ).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    expect(csp).toEqual([]);
  });
}

test('an unrecognised status goes to the timeout page', async ({ page, request, borrowers }) => {
  const borrower = await borrowers.get('CA');
  await forceStatus(request, borrower.uuid, 'HMDA');
  await actAs(page, borrower);
  await page.route(`**/borrower/secure/api/v1/${borrower.uuid}/status`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), status: 'SOMETHING_NEW_FROM_THE_SERVER' } });
  });
  await page.goto(applicationPath(borrower.uuid));
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'error/timeout'));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('error/timeout') })).toBeFocused();
});
