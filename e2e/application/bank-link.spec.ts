/**
 * The bank step's "Link your bank" (borrower-journey.md: bank disburse/autopay, plaid-oauth-success):
 * a borrower at the disbursement-account step signs in at the sandbox's stand-in bank, comes back
 * through plaid-oauth-success, and the account the bank gives is kept; the workflow moves on to
 * autopay as it does after the typed form, where the linked account is offered by its bank and
 * last four digits. Only this borrower's application changes, so it runs with the shared specs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BANK_ALLOW_LABEL } from '../../src/sandbox/routes/bank-link';
import { LINKED_ACCOUNT } from '../../src/sandbox/heloc/linked-bank-account';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screens, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { forceStatus, sandboxApplication } from '../test-support/sandbox-client';

type Screen = { title: string; copy: Record<string, string> };
const screen = (path: string) => screens[path] as unknown as Screen;
const disburse = screen('bank/disburse');
const autopay = screen('bank/autopay');
// A credit union the deep specs do not use, reached by its host name (its token is kept on that origin).
const ORG = 'BAYOU_TECHE_CU';
const SITE = `http://bayouteche.localhost:${PORT}`;
const NEW_ORLEANS = { street1: '701 Poydras St', city: 'New Orleans', state: 'LA', zip: '70139' };

/** A borrower of ORG at the disbursement-account step, its page open on the lender's host. */
async function atDisburse(page: Page, request: APIRequestContext) {
  const borrower = await createBrandBorrower(request, ORG, NEW_ORLEANS);
  await forceStatus(request, borrower.uuid, 'DISBURSEMENT_ACCOUNT');
  await actAs(page, borrower);
  await page.goto(`${SITE}${applicationPath(borrower.uuid)}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'bank/disburse'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: disburse.title })).toBeFocused({ timeout: 20_000 });
  return borrower;
}

test('bank step: link your bank, come back, see the linked account and move on', async ({ page, request }) => {
  test.setTimeout(90_000);
  const csp = watchCsp(page);
  const borrower = await atDisburse(page, request);
  // The typed form stays as the alternative.
  await expect(page.getByRole('heading', { level: 2, name: disburse.copy.manualHeading })).toBeVisible();
  await expect(page.getByLabel('Routing number')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: disburse.copy.linkButton }).click();
  // The sandbox's stand-in bank: the borrower allows access there.
  await expect(page.getByRole('heading', { level: 1, name: LINKED_ACCOUNT.institution })).toBeVisible();
  await page.getByRole('link', { name: BANK_ALLOW_LABEL }).click();

  // Back through plaid-oauth-success: the account is kept and the workflow moves on to autopay.
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'bank/autopay'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: autopay.title })).toBeFocused();
  const linked = autopay.copy.methodSame!.replace(
    '{mask}',
    autopay.copy.linkedAccount!.replace('{institution}', LINKED_ACCOUNT.institution).replace('{mask}', '••••4321'),
  );
  const same = page.getByRole('radio', { name: linked });
  await expect(same).toBeVisible();
  const { application } = await sandboxApplication(request, borrower.uuid);
  expect(application.disburseAccount).toMatchObject({ institution: LINKED_ACCOUNT.institution, mask: '4321' });
  expect(application.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
  await expectNoAxeViolations(page);

  await same.check();
  await page.getByRole('button', { name: autopay.copy.submit }).click();
  await expect(page).not.toHaveURL(URL_OF(borrower.uuid, 'bank/autopay'), { timeout: 15_000 });
  expect(csp).toEqual([]);
});

test('bank step: back from the bank without access allowed, the step says why and the typed form stays', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const csp = watchCsp(page);
  const borrower = await atDisburse(page, request);

  await page.getByRole('button', { name: disburse.copy.linkButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: LINKED_ACCOUNT.institution })).toBeVisible();
  // The borrower comes back with the trip's id before allowing access at the bank.
  const stateId = new URL(page.url()).searchParams.get('oauth_state_id');
  expect(stateId).toBeTruthy();
  await page.goto(`${SITE}/account/heloc/plaid-oauth-success?oauth_state_id=${stateId}`);

  // The back end refuses the id (400 naming oauthStateId): the step stays and says why.
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/bank/disburse`), { timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('was not authorized at the bank', { timeout: 15_000 });
  await expect(page.getByLabel('Routing number')).toBeVisible();
  const { application } = await sandboxApplication(request, borrower.uuid);
  expect(application.disburseAccount).toBeNull();
  expect(application.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});
