import { expectNoAxeViolations } from '../test-support/accessibility';
import {
  actAs,
  applicationCopy,
  applicationPath,
  isWaitingStatus,
  rowCases,
  screenTitle,
  URL_OF,
  expectOneCurrentStep,
} from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { forceStatus, NEUTRAL_FIELDS, type Borrower } from '../test-support/sandbox-client';
import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * A direct open is a cold start: the app's code, the brand, the flags, the session, then the
 * application and profile, then the status, one after another. On the shared 2-core machine under
 * a full run that chain took up to 6 s (traced), so the first check after opening waits longer
 * than the 5 s default; the checks after it keep the default.
 */
const COLD_OPEN = { timeout: 15_000 };

// The app keeps polling the status after a test's last check: a poll caught by the route below as
// the test ends must not fail the run ("route.fetch: Test ended").
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

type Row = ReturnType<typeof rowCases>[number];

function rowTitle(row: Row): string {
  const context = [...changed(row.fields), ...(row.state === 'CA' ? [] : [`state=${row.state}`])];
  return `row ${row.index}: ${row.status}${context.length ? ` (${context.join(', ')})` : ''} -> ${row.route}`;
}

/**
 * Signs the page in as `borrower` for its next page load: the token goes where the app keeps it.
 * A page still on about:blank first opens a static file of the site, to reach its storage.
 */
async function signIn(page: Page, borrower: Borrower): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), borrower.jwt);
}

/** Forces the row's status and context, opens the application's index and sees the row's screen. */
async function expectRow(page: Page, request: APIRequestContext, borrower: Borrower, row: Row, csp: string[]) {
  await forceStatus(request, borrower.uuid, row.status, row.fields);
  await signIn(page, borrower);
  // The sandbox's workflow moves some statuses on by itself after a short wait (a waiting status,
  // the flood certificate): hold the forced status and context in this page's status answers.
  const { routingNumber, ...context } = row.fields;
  const statusUrl = `**/borrower/secure/api/v1/${borrower.uuid}/status`;
  await page.unroute(statusUrl);
  await page.route(statusUrl, async (route) => {
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    await route
      .fulfill({
        response,
        json: {
          ...(await response.json()),
          ...context,
          routingNumberPresent: routingNumber !== null,
          status: row.status,
        },
      })
      .catch(() => undefined);
  });
  if (isWaitingStatus(row.status)) await page.clock.install();
  await page.goto(applicationPath(borrower.uuid));

  if (isWaitingStatus(row.status)) {
    await expect(page.getByRole('heading', { level: 1, name: applicationCopy.routing.waitingTitle })).toBeVisible(
      COLD_OPEN,
    );
    // The waiting screen's own status (the full-screen loader, also a status, stays up while the clock is held).
    await expect(page.getByRole('status').filter({ hasText: applicationCopy.routing.stillWorking })).toBeVisible();
    for (let i = 0; i < 80 && !URL_OF(borrower.uuid, row.route).test(page.url()); i += 1) {
      await page.clock.fastForward(6_000);
      await page.waitForTimeout(50);
    }
  }
  if (row.route === '/') {
    await expect(page).toHaveURL('/dashboard', COLD_OPEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(URL_OF(borrower.uuid, row.route), COLD_OPEN);
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(row.route), exact: true })).toBeFocused();
    await expectOneCurrentStep(page);
  }
  await expectNoAxeViolations(page);
  expect(csp, `CSP violations on ${rowTitle(row)}`).toEqual([]);
}

// A waiting row runs the page's clock forward, which cannot be undone in that page: each gets its
// own test. The settled rows are walked in a few pages, each row opened by its own page load (a
// cold start of the app, on a warm browser cache), so a row does not pay for a new browser context.
const SETTLED_GROUPS = 4;
const rows = rowCases();
const settled = rows.filter((row) => !isWaitingStatus(row.status));

for (const row of rows.filter((r) => isWaitingStatus(r.status))) {
  test(rowTitle(row), async ({ page, request, borrowers }) => {
    const csp = watchCsp(page);
    await expectRow(page, request, await borrowers.get(row.state), row, csp);
  });
}

for (let group = 0; group < SETTLED_GROUPS; group += 1) {
  const members = settled.filter((_, i) => i % SETTLED_GROUPS === group);
  test(`rows ${members.map((r) => r.index).join(', ')}: each status opens its screen`, async ({
    page,
    request,
    borrowers,
  }) => {
    test.setTimeout(members.length * 30_000);
    const csp = watchCsp(page);
    for (const row of members)
      await test.step(rowTitle(row), async () => expectRow(page, request, await borrowers.get(row.state), row, csp));
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
