/**
 * The crypto-backed variant (borrower-journey.md section 1: isCrypto on the application) at a
 * lender whose manifest offers it (SUMMIT_LEDGER_BANK, products.cryptoBacked): the borrower enters
 * at its own /account/heloc-crypto-backed/register with its own words, the sandbox makes the
 * application with isCrypto true, and at AUTOPAY_ACCOUNT without a routing number the status
 * table sends it to bank/autopay, not to bank/disburse as it would a plain HELOC (section 4).
 */
import { expect, test } from '@playwright/test';
import { productRegisterPath } from '../../src/core/registration';
import { APPLICATION_URL, applicationPath } from '../test-support/application';
import { arriveAt, words } from '../test-support/application-steps';
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy } from '../test-support/registration-flow';
import { startUrl, walk } from '../test-support/registration-journey';
import type { JourneyOptions } from '../test-support/registration-path';
import { sandboxApplication } from '../test-support/sandbox-client';

const ORG = 'SUMMIT_LEDGER_BANK';
const PRODUCT = 'heloc-crypto-backed';

test('a crypto-backed line at SUMMIT_LEDGER_BANK: its own entry, isCrypto, then autopay without a routing number', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(brand(ORG).products.cryptoBacked).toBe(true);
  const options: JourneyOptions = { orgCode: ORG, product: PRODUCT };
  const answers = answersFor('AZ', {
    propertyAddress: { street1: '2200 N Central Ave', city: 'Phoenix', state: 'AZ', zip: '85004' },
  });

  await page.goto(startUrl(ORG, {}, { path: productRegisterPath(PRODUCT) }));
  await expect(page.getByText(copy.products[PRODUCT].title!, { exact: true })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, options);

  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
  const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
  const created = await sandboxApplication(request, uuid);
  expect([created.application.product, created.application.isCrypto]).toEqual([PRODUCT, true]);

  // Title clears (the sandbox moves the wait on by itself): no account to receive the funds is
  // asked of a crypto-backed line, so the next stop is autopay with no routing number on file.
  const forced = await request.put(`/__sandbox/applications/${uuid}`, {
    data: { status: 'WAITING_FOR_TITLE', hold: false },
  });
  expect(forced.ok(), await forced.text()).toBe(true);
  await page.goto(applicationPath(uuid));
  await arriveAt(page, uuid, 'bank/autopay', 45_000);
  const atAutopay = await sandboxApplication(request, uuid);
  expect(atAutopay.application.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
  expect(atAutopay.application.disburseAccount).toBeNull();

  // No disbursement account, so no "same account" choice: another account, or paying by hand.
  const autopay = words('bank/autopay');
  await expect(page.getByRole('radio', { name: autopay.methodNew })).toBeVisible();
  await expect(page.getByRole('radio', { name: autopay.methodSameUnmasked })).toHaveCount(0);
  await page.getByRole('radio', { name: autopay.methodDecline }).check();
  await page.getByRole('button', { name: autopay.submit }).click();
  await expect(page).toHaveURL(APPLICATION_URL('review-app/signdocs'), { timeout: 20_000 });
  const after = await sandboxApplication(request, uuid);
  expect(after.application.paymentMethod).toBe('MANUAL');
});
