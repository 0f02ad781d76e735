import { expect, test, type Page } from '@playwright/test';
import connection from '../../flows/shell/connection.json' with { type: 'json' };
import session from '../../flows/platform/session.json' with { type: 'json' };
import { expectNoAxeViolations, expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { actAs, applicationPath, screens, screenTitle } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchBriefLine } from '../test-support/brief-lines';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { forceStatus, injectFault, type Borrower, SERVER_FAULTS } from '../test-support/sandbox-client';

// Faults on the calls of one family each, table-driven and cheap: one application made through
// the sandbox API, one page per case, the faults cleared after each (stateful project, serial).
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ request, page }) => {
  await request.delete('/__sandbox/faults');
  await page.context().setOffline(false);
});

const SITE = `http://granitetrust.localhost:${PORT}`;
const conditionsCopy = (
  screens['conditions'] as unknown as {
    copy: Record<'listLabel' | 'loadFailed' | 'loading' | 'none' | 'retry', string>;
  }
).copy;

let borrower: Borrower;
test.beforeAll(async ({ request }) => {
  borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'CONDITIONS_OUTSTANDING');
});

const conditionsPath = () =>
  `/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/external-applicants`;

/** Opens the conditions screen as the borrower, without waiting for what it shows. */
async function goToConditions(page: Page) {
  await actAs(page, borrower);
  await page.goto(`${SITE}${applicationPath(borrower.uuid, 'conditions')}`);
}

/** Opens the conditions screen, and waits for its heading: for the cases where the screen stays. */
async function openConditions(page: Page) {
  await goToConditions(page);
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('conditions') })).toBeVisible({
    timeout: 30_000,
  });
}

async function expectRetryLoadsList(page: Page) {
  await page.getByRole('button', { name: conditionsCopy.retry }).click();
  await expect(page.getByRole('alert').filter({ hasText: conditionsCopy.loadFailed })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(
    page.getByRole('list', { name: conditionsCopy.listLabel }).or(page.getByText(conditionsCopy.none)),
  ).toBeVisible();
}

// The slow machine gives ~15-40 s a case: the conditions list takes the faults that reach its
// code differently (an HTTP error, a dropped connection, a 200 that is not JSON); 500/403/504 take
// the same path as 503 in the http client.
const CONDITIONS_FAULTS = SERVER_FAULTS.filter(([name]) =>
  ['503', 'an aborted connection', 'a body that is not JSON'].includes(name),
);
for (const [name, fault] of CONDITIONS_FAULTS) {
  test(`conditions list (GET …/conditions/external-applicants) answered with ${name}: the borrower sees that the requests could not be loaded, with Try again, which shows them once the call works`, async ({
    page,
    request,
  }) => {
    await injectFault(request, 'GET', conditionsPath(), fault);
    const csp = watchCsp(page);
    await openConditions(page);
    await expect(page.getByRole('alert').filter({ hasText: conditionsCopy.loadFailed })).toBeVisible({
      timeout: 20_000,
    });
    if (name === '503') await expectNoAxeViolationsInMain(page);
    await request.delete('/__sandbox/faults');
    await expectRetryLoadsList(page);
    expect(csp).toEqual([]);
  });
}

test('conditions list (GET …/conditions/external-applicants) tried again with the browser offline: the borrower is told they are offline and sees the requests loading (the call waits for the network), and they show once back online without another click, with a back-online line', async ({
  page,
  request,
}) => {
  await injectFault(request, 'GET', conditionsPath(), { status: 500, times: 1 });
  const csp = watchCsp(page);
  await openConditions(page);
  const failed = page.getByRole('alert').filter({ hasText: conditionsCopy.loadFailed });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: connection.offline })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: conditionsCopy.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: conditionsCopy.loading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('conditions') })).toBeVisible();
  // The back-online line shows for a few seconds only: watched from before the connection returns.
  const backOnline = await watchBriefLine(page, { role: 'status', text: connection.backOnline });
  await page.context().setOffline(false);
  await expect(
    page.getByRole('list', { name: conditionsCopy.listLabel }).or(page.getByText(conditionsCopy.none)),
  ).toBeVisible({ timeout: 20_000 });
  await expect.poll(backOnline, { message: 'the back-online line showed' }).toBe(true);
  // The back-online line clears by itself.
  await expect(page.getByRole('status').filter({ hasText: connection.backOnline })).toHaveCount(0, {
    timeout: connection.backOnlineSeconds * 1000 + 5_000,
  });
  expect(csp).toEqual([]);
});

test('conditions list (GET …/conditions/external-applicants) answered with 401: the session has ended, and the borrower is asked to sign in again and brought back to the requests', async ({
  page,
  request,
}) => {
  await injectFault(request, 'GET', conditionsPath(), { status: 401 });
  // Not the conditions heading first: the redirect to sign-in may come before it is drawn.
  await goToConditions(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('redirectUrl') === applicationPath(borrower.uuid, 'conditions'),
  );
});

const FLAG_CALL = '/service-optimize/heloc/api/v1/feature';
const FLAG_FAULTS = SERVER_FAULTS.filter(([name]) =>
  ['500', 'an aborted connection', 'a body that is not JSON'].includes(name),
);
for (const [name, fault] of FLAG_FAULTS) {
  test(`feature flags (POST ${FLAG_CALL}) answered with ${name}: the borrower sees the registration step as usual, on the flags' defaults, and no error`, async ({
    page,
    request,
  }) => {
    await injectFault(request, 'POST', FLAG_CALL, fault);
    const csp = watchCsp(page);
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes(FLAG_CALL)) asked = true;
    });
    await page.goto(`${SITE}/account/heloc/register-v2`);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(csp).toEqual([]);
  });
}

const documentCopy = (screens['document/disclosures'] as unknown as { copy: Record<string, string> }).copy;
const documentsPath = () => `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/documents`;

async function openDisclosures(page: Page) {
  await actAs(page, borrower);
  await page.goto(`${SITE}${applicationPath(borrower.uuid, 'document/disclosures')}`);
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('document/disclosures') })).toBeVisible({
    timeout: 30_000,
  });
}

const firstPage = (page: Page) => page.getByRole('figure', { name: /^Page 1 of \d+$/ }).first();

// The document list and each document's bytes fail on their own: the list's failure replaces the
// viewer, a document's failure stays inside that document.
const DOCUMENT_FAULTS = SERVER_FAULTS.filter(([name]) =>
  ['503', 'an aborted connection', 'a body that is not JSON'].includes(name),
);
for (const [name, fault] of DOCUMENT_FAULTS) {
  test(`documents list (GET …/documents) answered with ${name}: the borrower sees that the documents could not be loaded, with Try again, which draws them once the call works`, async ({
    page,
    request,
  }) => {
    await injectFault(request, 'GET', documentsPath(), fault);
    const csp = watchCsp(page);
    await openDisclosures(page);
    const failed = page.getByRole('alert').filter({ hasText: documentCopy['listError']! });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    if (name === '503') await expectNoAxeViolationsInMain(page);
    await request.delete('/__sandbox/faults');
    await failed.getByRole('button', { name: documentCopy['retry']! }).click();
    await expect(firstPage(page)).toBeVisible({ timeout: 20_000 });
    await expect(failed).toHaveCount(0);
    expect(csp).toEqual([]);
  });
}

for (const [name, fault] of SERVER_FAULTS.filter(([n]) => ['500', 'an aborted connection'].includes(n))) {
  test(`a document's PDF (GET …/documents/{key}.pdf) answered with ${name}: the borrower sees that this document could not be loaded, with Try again, which draws it once the call works`, async ({
    page,
    request,
  }) => {
    await injectFault(request, 'GET', `${documentsPath()}/*`, fault);
    const csp = watchCsp(page);
    await openDisclosures(page);
    const failed = page.getByRole('alert').filter({ hasText: documentCopy['loadError']! });
    await expect(failed.first()).toBeVisible({ timeout: 20_000 });
    // Only the documents failed: the screen, its list and its accept button are still there.
    await expect(page.getByRole('button', { name: documentCopy['submit']! })).toBeVisible();
    if (name === '500') await expectNoAxeViolationsInMain(page);
    await request.delete('/__sandbox/faults');
    await failed.first().getByRole('button', { name: documentCopy['retry']! }).click();
    await expect(firstPage(page)).toBeVisible({ timeout: 20_000 });
    expect(csp).toEqual([]);
  });
}

test('conditions list (GET …/conditions/external-applicants) with no answer within the request timeout: the call is given up, the borrower sees that the requests could not be loaded, with Try again, which shows them once the call works', async ({
  page,
  request,
}) => {
  // The sandbox holds the answer far past the client's timeout; the page's clock runs the timeout out.
  await injectFault(request, 'GET', conditionsPath(), { delayMs: 120_000 });
  await page.clock.install();
  const csp = watchCsp(page);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === conditionsPath());
  await openConditions(page);
  await asked;
  const failed = page.getByRole('alert').filter({ hasText: conditionsCopy.loadFailed });
  await expect(failed).toHaveCount(0);
  await page.clock.fastForward(session.http.requestTimeoutMs - 1_000);
  await expect(failed).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await request.delete('/__sandbox/faults');
  await expectRetryLoadsList(page);
  expect(csp).toEqual([]);
});
