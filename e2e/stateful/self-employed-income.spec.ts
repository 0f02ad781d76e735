/**
 * The income step of a self-employed borrower (registration's employmentType SELF_EMPLOYED)
 * under fe-heloc-self-employ-tax-verification and fe-heloc-business-iv, which this spec turns on
 * for everyone in the sandbox (hence stateful): only the ways that can verify self-employed income
 * are offered, with the note that says why, and the business bank statements upload takes the
 * borrower on. Words come from flows/ at run time.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { applicationPath } from '../test-support/application';
import { arriveAt, flowForm, openAt, PNG, screen, words } from '../test-support/application-steps';
import { readJson } from '../test-support/read-json';
import { createBorrower, forceStatus, sandboxApplication, type Borrower } from '../test-support/sandbox-client';

const TAX = 'fe-heloc-self-employ-tax-verification';
const BUSINESS = 'fe-heloc-business-iv';
const IRS = 'fe-heloc-irs-maintenance';
const review = words('income/review');
const upload = readJson<{
  screens: Record<string, { paramWords: { type: Record<string, { title: string; intro: string[] }> } }>;
}>('flows/application/screens/income.json').screens['income/upload/:type']!.paramWords.type.BUSINESS_BANK_STATEMENT!;
const statementsForm = flowForm('business-statements-upload') as unknown as {
  uiSchema: { files: { 'ui:title': string } };
  submitLabel: string;
};

test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  expect((await request.delete('/__sandbox/flags')).ok()).toBe(true);
});

async function flagsOn(page: Page, flags: string[]): Promise<void> {
  const data = Object.fromEntries(flags.map((key) => [key, true]));
  expect((await page.request.put('/__sandbox/flags', { data })).ok()).toBe(true);
}

/** A self-employed borrower whose application waits for income verification. */
async function selfEmployedAtIncome(page: Page): Promise<Borrower> {
  const borrower = await createBorrower(page.request, 'CA', undefined, {
    answers: { employmentType: 'SELF_EMPLOYED' },
  });
  await forceStatus(page.request, borrower.uuid, 'INCOME_VERIFICATION');
  return borrower;
}

const methods = (page: Page) => page.getByRole('group', { name: review.methodLegend }).getByRole('radio');

test('a self-employed borrower is offered the bank link, the tax return and business statements, and uploads statements', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await flagsOn(page, [TAX, BUSINESS]);
  const borrower = await selfEmployedAtIncome(page);
  const csp = await openAt(page, borrower, 'income/review');

  await expect(page.getByRole('note')).toHaveText([review.selfEmployedNote!]);
  await expect(methods(page)).toHaveCount(3);
  for (const id of ['PLAID_TRANSACTIONS', 'POINTSERV_TAX', 'BUSINESS_BANK_STATEMENT'])
    await expect(page.getByRole('radio', { name: review[`${id}.label`] })).toBeVisible();
  for (const id of ['TRUV_PAYROLL', 'MANUAL_PAYSTUB', 'EMPINFO'])
    await expect(page.getByRole('radio', { name: review[`${id}.label`] })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: review['BUSINESS_BANK_STATEMENT.label'] }).check();
  await page.getByRole('button', { name: review.submit }).click();
  await expect(page).toHaveURL(applicationPath(borrower.uuid, 'income/upload/BUSINESS_BANK_STATEMENT'));
  await expect(page.getByRole('heading', { level: 1, name: upload.title })).toBeFocused();
  await expect(page.getByText(upload.intro[0]!)).toBeVisible();
  await page.getByLabel(statementsForm.uiSchema.files['ui:title']).setInputFiles([
    { name: 'january.png', mimeType: 'image/png', buffer: PNG },
    { name: 'february.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: statementsForm.submitLabel }).click();

  // The statements verify a self-employed income themselves: on to identity, no employer check.
  await arriveAt(page, borrower.uuid, 'identity');
  const record = await sandboxApplication(page.request, borrower.uuid);
  expect(record.application.income).toEqual({ providerType: 'BUSINESS_BANK_STATEMENT', verified: true });
  expect(record.application.documents?.map((d) => d.documentType)).toEqual([
    'BUSINESS_BANK_STATEMENT',
    'BUSINESS_BANK_STATEMENT',
  ]);
  expect(csp).toEqual([]);
});

test('while the IRS service is down, a self-employed borrower links a bank, told why', async ({ page }) => {
  await flagsOn(page, [TAX, IRS]);
  const borrower = await selfEmployedAtIncome(page);
  await openAt(page, borrower, 'income/review');
  await expect(page.getByRole('note')).toHaveText([review.selfEmployedTaxDownNote!]);
  await expect(methods(page)).toHaveCount(1);
  await expect(page.getByRole('radio', { name: review['PLAID_TRANSACTIONS.label'] })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: review['PLAID_TRANSACTIONS.label'] }).check();
  await page.getByRole('button', { name: review.submit }).click();
  await expect(page).toHaveURL(applicationPath(borrower.uuid, 'income/link/PLAID_TRANSACTIONS'));
  await expect(
    page.getByRole('heading', { level: 1, name: screen('income/link/:type').title, exact: true }),
  ).toBeFocused();
});
