import { expect, test, type APIRequestContext } from '@playwright/test';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { actAs, APPLICATION_URL, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { answersFor, PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy } from '../test-support/registration-flow';
import { startUrl, walk } from '../test-support/registration-journey';
import { forceStatus, sandboxApplication, type Borrower } from '../test-support/sandbox-client';

/**
 * The 90-day rule end to end (the note where the borrower enters the property, the sandbox's
 * property records deciding, the decision screen saying why) and the crypto-backed variant's
 * autopay routing row, on SUMMIT_LEDGER_BANK (a crypto-backed lender in TX).
 */
test.describe.configure({ mode: 'parallel' });

const ORG = 'SUMMIT_LEDGER_BANK';

test('a home bought in the last 90 days is declined, and the decision screen says why', async ({ page, request }) => {
  expect(brand(ORG).statesServed).toContain('TX');
  const answers = answersFor('TX', { email: uniqueEmail('recentpurchase') });
  await page.goto(startUrl(ORG));
  await expect(page.getByText(copy.eligibility.recentTransfer, { exact: true })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG });

  await expect(page).toHaveURL(APPLICATION_URL('error/recent-transfer'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('error/recent-transfer') })).toBeVisible();
  await expect(page.getByText(/bought, or its title transferred, within the last 90 days/)).toBeVisible();
  await expect(page.getByText(/not eligible for a HELOC or DSCR loan/)).toBeVisible();

  const uuid = APPLICATION_URL('error/recent-transfer').exec(new URL(page.url()).pathname)![1]!;
  const { application } = await sandboxApplication(request, uuid);
  expect(application).toMatchObject({
    decision: 'INELIGIBLE',
    ineligibleReason: 'RECENT_TITLE_TRANSFER',
    offers: null,
    status: { checklistStatus: 'DECLINED' },
  });
});

/** A borrower of ORG with a TX application, made through the sandbox's API. */
async function borrowerOf(request: APIRequestContext): Promise<Borrower> {
  const email = uniqueEmail();
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=TX', {
    data: helocBody({
      profile: { email },
      property: { street1: '400 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}

test('autopay without a routing number: a crypto-backed line sets up autopay, any other chooses where funds go', async ({
  page,
  request,
}) => {
  expect(brand(ORG).products.cryptoBacked).toBe(true);
  const borrower = await borrowerOf(request);
  await actAs(page, borrower);

  await forceStatus(request, borrower.uuid, 'AUTOPAY_ACCOUNT', { isCrypto: true, routingNumber: null });
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'bank/autopay'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('bank/autopay') })).toBeVisible();

  await forceStatus(request, borrower.uuid, 'AUTOPAY_ACCOUNT', { isCrypto: false, routingNumber: null });
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'bank/disburse'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('bank/disburse') })).toBeVisible();
});
