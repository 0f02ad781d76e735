import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { followErrorSummary } from '../test-support/error-summary';
import { applicationPath, screens } from '../test-support/application';
import { BORROWER_ORG, createBorrower, sandboxApplication, type Borrower } from '../test-support/sandbox-client';
import { arriveAt, continueToConfirm, openAt } from '../test-support/application-steps';
import { readJson } from '../test-support/read-json';
import type { FaultCopy } from '../../src/generated/types/fault-copy';

const faultCopy = readJson<FaultCopy>('flows/faults/copy.json');

/**
 * The data-defined screens doing their job against the sandbox workflow: each journey starts a
 * borrower on a persona (email tag) or a forced status, answers the screens as a person would,
 * and follows routing to the screen the workflow leads to next (through the wait screen when the
 * workflow waits).
 */
type Screen = {
  copy?: Record<string, string>;
  submitLabel?: string;
  actions?: { label: string }[];
  form?: { uiSchema: Record<string, { 'ui:title'?: string }> };
};
const def = (path: string) => screens[path] as unknown as Screen;
const label = (path: string, field: string) => def(path).form!.uiSchema[field]!['ui:title']!;
const action = (path: string, i: number) => def(path).actions![i]!.label;
const SUBMIT = (path: string) => def(path).submitLabel ?? 'Continue';

/** Takes the offer shown first, at the largest draw. */
async function selectOffer(page: Page, borrower: Borrower): Promise<void> {
  await continueToConfirm(page, borrower.uuid, BORROWER_ORG);
  await page.getByRole('button', { name: def('product/select/confirm').copy!.confirm }).click();
}

test('more info: offer, contact, HMDA and the summary, then on to income', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'moreinfo');
  const csp = await openAt(page, borrower, 'product/select');
  await selectOffer(page, borrower);

  await arriveAt(page, borrower.uuid, 'start/contact');
  await page.getByRole('textbox', { name: label('start/contact', 'email') }).fill(borrower.email);
  await page.getByRole('textbox', { name: label('start/contact', 'phoneNumber') }).fill('4155550142');
  await page.getByRole('button', { name: SUBMIT('start/contact') }).click();

  await arriveAt(page, borrower.uuid, 'start/hmda');
  await page.getByRole('button', { name: SUBMIT('start/hmda') }).click();
  const ethnicity = page.getByRole('radiogroup', { name: label('start/hmda', 'ethnicity') });
  await expect(ethnicity).toHaveAccessibleDescription(/Please choose an answer for ethnicity/);
  await followErrorSummary(page, /Please choose an answer for ethnicity/, ethnicity.getByRole('radio').first());
  await expectNoAxeViolations(page);
  await ethnicity.getByRole('radio', { name: 'Not Hispanic or Latino' }).check();
  await page
    .getByRole('radiogroup', { name: label('start/hmda', 'race') })
    .getByRole('radio', { name: 'White' })
    .check();
  await page
    .getByRole('radiogroup', { name: label('start/hmda', 'sex') })
    .getByRole('radio', { name: 'I do not wish to provide this information' })
    .check();
  await page.getByRole('button', { name: SUBMIT('start/hmda') }).click();

  await arriveAt(page, borrower.uuid, 'start/app-summary');
  await page.getByRole('button', { name: action('start/app-summary', 0) }).click();
  await arriveAt(page, borrower.uuid, 'income/review');
  expect(csp).toEqual([]);
});

test('no credit match: the SSN form says what is wrong, then the soft pull runs again', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'nomatch');
  await openAt(page, borrower, 'credit/social');
  const ssn = page.getByRole('textbox', { name: label('credit/social', 'ssn') });
  await page.getByRole('button', { name: SUBMIT('credit/social') }).click();
  await expect(ssn).toHaveAccessibleDescription(/Please enter your Social Security number/);
  await followErrorSummary(page, /Please enter your Social Security number/, ssn);
  await ssn.fill('123-45-6789');
  await page.getByRole('button', { name: SUBMIT('credit/social') }).click();
  await expect(ssn).toHaveAccessibleDescription(/digits only/);
  await ssn.fill('123456789');
  await page.getByRole('button', { name: SUBMIT('credit/social') }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
});

test('frozen credit: after lifting the freeze, try again reaches the offers', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'frozen');
  await openAt(page, borrower, 'credit/error');
  await page.getByRole('button', { name: action('credit/error', 0) }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
  // Each routing is tracked: the arrival on credit/error, then the move to the offers.
  type Event = { payload: { event: string; applicationUuid?: string; eventProperties?: { to?: string } } };
  await expect(async () => {
    const { events } = (await (await request.get('/__sandbox/telemetry')).json()) as { events: Event[] };
    const routes = events
      .map((e) => e.payload)
      .filter((e) => e.event === 'status-route' && e.applicationUuid === borrower.uuid);
    expect(routes.map((e) => e.eventProperties?.to)).toEqual([
      applicationPath(borrower.uuid, 'credit/error'),
      applicationPath(borrower.uuid, 'product/select'),
    ]);
  }).toPass({ timeout: 10_000 });
});

test('property not found: the corrected address is valued and priced', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'noproperty');
  await openAt(page, borrower, 'review-app/property');
  await page.getByRole('textbox', { name: label('review-app/property', 'street1') }).fill('77 Orchard Way');
  await page.getByRole('textbox', { name: label('review-app/property', 'city') }).fill('San Jose');
  await page.getByRole('combobox', { name: label('review-app/property', 'state') }).selectOption('CA');
  await page.getByRole('textbox', { name: label('review-app/property', 'zip') }).fill('95112');
  await page.getByRole('button', { name: SUBMIT('review-app/property') }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
});

test('assets: the total of the accounts qualifies the borrower for offers', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'assets');
  await openAt(page, borrower, 'product/assets');
  await page.getByRole('textbox', { name: label('product/assets', 'amount') }).fill('250000');
  await page.getByRole('button', { name: SUBMIT('product/assets') }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
});

test('no automated value: the estimate leads to ordering the valuation, then the hold', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'noavm');
  await openAt(page, borrower, 'product/select');
  await selectOffer(page, borrower);
  await arriveAt(page, borrower.uuid, 'bpo/estimate-value');
  const value = page.getByRole('textbox', { name: label('bpo/estimate-value', 'estimatedValue') });
  await value.fill('40000');
  await page.getByRole('button', { name: SUBMIT('bpo/estimate-value') }).click();
  await expect(value).toHaveAccessibleDescription(/at least \$50,000/);
  await value.fill('650000');
  await page.getByRole('button', { name: SUBMIT('bpo/estimate-value') }).click();
  await arriveAt(page, borrower.uuid, 'bpo/order-bpo');
  await page.getByRole('button', { name: action('bpo/order-bpo', 0) }).click();
  await arriveAt(page, borrower.uuid, 'bpo/hold');
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
});

test('Texas: the home condition question orders the valuation', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'TX');
  await openAt(page, borrower, 'product/select');
  await selectOffer(page, borrower);
  await arriveAt(page, borrower.uuid, 'bpo/condition');
  await page
    .getByRole('radiogroup', { name: label('bpo/condition', 'condition') })
    .getByRole('radio')
    .nth(1)
    .check();
  await page.getByRole('button', { name: SUBMIT('bpo/condition') }).click();
  await arriveAt(page, borrower.uuid, 'bpo/hold');
});

test('liens: each lien gets an answer before the title work goes on', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA');
  const forced = await request.put(`/__sandbox/applications/${borrower.uuid}`, {
    data: { status: 'LIEN_VERIFICATION' },
  });
  expect(forced.ok(), await forced.text()).toBe(true);
  await openAt(page, borrower, 'liens');
  const copy = def('liens').copy!;
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups).toHaveCount(2);
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(groups.first().getByRole('radio', { name: copy.keep })).toBeFocused();
  await expect(groups.first().getByRole('radio', { name: copy.keep })).toHaveAccessibleDescription(copy.required!);
  await expectNoAxeViolations(page);
  for (const group of await groups.all()) await group.getByRole('radio', { name: copy.keep }).check();
  await page.getByRole('button', { name: copy.submit }).click();
  await arriveAt(page, borrower.uuid, 'bank/disburse');
});

test('win-back: taking the updated offer shows the revised offers', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA');
  const forced = await request.put(`/__sandbox/applications/${borrower.uuid}`, { data: { status: 'CLTV_REQUALIFY' } });
  expect(forced.ok(), await forced.text()).toBe(true);
  await openAt(page, borrower, 'product/prequal-winback');
  await page.getByRole('button', { name: action('product/prequal-winback', 0) }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
});

test('a task made stale by another tab is refused with words that say so, announced above the screen it is at now, and not applied', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  const forced = await request.put(`/__sandbox/applications/${borrower.uuid}`, { data: { status: 'APP_SUBMISSION' } });
  expect(forced.ok(), await forced.text()).toBe(true);
  await openAt(page, borrower, 'start/app-summary');
  // Another tab moved the application on meanwhile: the task carries the status its screen was drawn for.
  await request.put(`/__sandbox/applications/${borrower.uuid}`, { data: { status: 'HMDA' } });
  await page.getByRole('button', { name: action('start/app-summary', 0) }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(faultCopy.staleTask.title);
  // The screen the application is at now, its heading focused as on any step change.
  await arriveAt(page, borrower.uuid, 'start/hmda');
  // Not applied: the summary was not accepted, the application is still where the other tab left it.
  expect((await sandboxApplication(request, borrower.uuid)).application.status.checklistStatus).toBe('HMDA');
});
