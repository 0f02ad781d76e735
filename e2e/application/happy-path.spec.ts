/**
 * The whole happy path in the browser: a borrower registers, then does every application screen
 * as a person would (offer and draw, income, ID, bank accounts, documents, notary) until the
 * complete screen. Waiting statuses move on by themselves in the sandbox; the test only waits.
 */
import { expect, test, type Page } from '@playwright/test';
import { brand } from '../test-support/brands';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { watchCsp } from '../test-support/page-checks';
import { startUrl, walk, type Via } from '../test-support/registration-journey';
import { sandboxApplication } from '../test-support/sandbox-client';
import {
  arriveAt,
  autopayFromSameAccount,
  checkAgainUntil,
  expectCurrentStep,
  fillBankAccount,
  idWords,
  linkIncome,
  meetTheNotary,
  openDocuments,
  readToTheEnd,
  selectOfferAndDraw,
  uploadLicence,
  words,
} from '../test-support/application-steps';

test.describe.configure({ mode: 'parallel' });

/** A waiting status (hard credit, title, document generation) moves on after a few seconds. */
const AFTER_WAITS = 45_000;

const BRANDS: { orgCode: string; via: Via }[] = [
  { orgCode: 'MERIDIAN', via: 'query' },
  { orgCode: 'CEDAR_VALLEY_FCU', via: 'host' },
];

for (const { orgCode, via } of BRANDS) {
  test(`${orgCode} (${via}): a borrower registers and walks the happy path to the complete screen`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const csp = watchCsp(page);
    await page.goto(startUrl(orgCode, {}, { via }));
    await walk(page, answersFor(brand(orgCode).statesServed[0]!), { orgCode });

    await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
    const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
    await walkApplication(page, uuid, await sandboxApplication(request, uuid), orgCode);

    // Signed and notarised: the workflow goes on past deed signing by itself.
    await expect
      .poll(async () => (await sandboxApplication(request, uuid)).application.status.checklistStatus, {
        timeout: 15_000,
      })
      .toMatch(/^(RESCISSION|RECORDING|FUNDABLE|FUNDING_DECISION|COMPLETE)$/);
    expect(csp).toEqual([]);
  });
}

async function walkApplication(
  page: Page,
  uuid: string,
  { application }: Awaited<ReturnType<typeof sandboxApplication>>,
  orgCode: string,
): Promise<void> {
  await arriveAt(page, uuid, 'product/select');
  await expectCurrentStep(page, 'product/select');
  const offers = application.offers!.offers;
  const index = offers.length - 1;
  await selectOfferAndDraw(page, uuid, orgCode, index, Math.ceil(offers[index]!.minDraw) + 5_000);

  await arriveAt(page, uuid, 'income/review');
  await expectCurrentStep(page, 'income/review');
  await linkIncome(page, uuid);

  await arriveAt(page, uuid, 'identity');
  await expectCurrentStep(page, 'identity');
  await uploadLicence(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: idWords.submit }).click();

  // Hard credit and title run on their own, then the accounts.
  await arriveAt(page, uuid, 'bank/disburse', AFTER_WAITS);
  await expectCurrentStep(page, 'bank/disburse');
  await fillBankAccount(page);
  await page.getByRole('button', { name: words('bank/disburse').submit }).click();

  await arriveAt(page, uuid, 'bank/autopay');
  await autopayFromSameAccount(page);

  // The closing disclosure is generated (not a polled status: the borrower checks again), then the documents are ready to sign.
  await checkAgainUntil(page, uuid, 'signing/intro', AFTER_WAITS);
  await expectCurrentStep(page, 'signing/intro');
  const sign = await openDocuments(page);
  await readToTheEnd(page, sign);
  await expectNoAxeViolations(page);
  await sign.click();

  // The signed note is generated, then the notary.
  await checkAgainUntil(page, uuid, 'notary/intro', AFTER_WAITS);
  await expectCurrentStep(page, 'notary/intro');
  await expectNoAxeViolations(page);
  await meetTheNotary(page, uuid);

  await arriveAt(page, uuid, 'complete');
  await expectCurrentStep(page, 'complete');
  await expectNoAxeViolations(page);
}
