/**
 * fe-heloc-rate-buy-down is a lender pricing option the back end decides: the sandbox must see it
 * (hence stateful: the override is for every brand, restored afterwards). With it on, a new
 * application's offers include the buy-down of the 15-year fixed offer; offer selection labels it
 * (a buy-down, and by how much the APR is lowered), shows the higher origination fee, and the
 * borrower can choose it. Words come from flows/ at run time.
 */
import { expect, test } from '@playwright/test';
import { formatPercent } from '../../src/core/format/percent';
import { creditScore } from '../../src/sandbox/soft-pull/build-offers';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { screens } from '../test-support/application';
import { arriveAt, offerSelectionSplit, openAt } from '../test-support/application-steps';
import { uniqueEmail } from '../test-support/borrower-answers';
import { BORROWER_ORG, createBorrower, sandboxApplication } from '../test-support/sandbox-client';
import { escapeRegExp, fill } from '../test-support/strings';

const FLAG = 'fe-heloc-rate-buy-down';
const copy = (path: string) => (screens[path] as unknown as { copy: Record<string, string> }).copy;
const select = copy('product/select');
const confirm = copy('product/select/confirm');

/** A new borrower's email whose simulated credit tier leaves room for the buy-down's fee under 4.99%. */
function strongCreditEmail(): string {
  for (;;) {
    const email = uniqueEmail();
    if (creditScore(email) >= 780) return email;
  }
}

test.describe.configure({ mode: 'serial' });
let saved: Record<string, boolean> = {};
test.beforeEach(async ({ request }) => {
  saved = (await (await request.get('/__sandbox/flags')).json()) as Record<string, boolean>;
});
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/flags');
  if (Object.keys(saved).length > 0) await request.put('/__sandbox/flags', { data: saved });
});

test('with the lender pricing a rate buy-down, the borrower sees it marked, with its fee, and chooses it', async ({
  page,
  request,
}) => {
  expect((await request.put('/__sandbox/flags', { data: { [FLAG]: true } })).ok()).toBe(true);
  const borrower = await createBorrower(request, 'CA', undefined, { email: strongCreditEmail() });
  const offers = (await sandboxApplication(request, borrower.uuid)).application.offers!.offers;
  const variant = offers.find((o) => o.rateBuyDown)!;
  expect(variant, 'the sandbox priced a rate buy-down').toBeTruthy();
  const base = offers.find((o) => o.id === variant.rateBuyDown!.baseOfferId)!;
  const label = fill(select.offerLabelBuyDown!, {
    term: variant.term,
    rateType: select[variant.type]!,
    apr: formatPercent(variant.rate),
    reduction: formatPercent(variant.rateBuyDown!.rateReduction, 2),
  });

  const csp = await openAt(page, borrower, 'product/select');
  const choices = page.getByRole('group', { name: select.offersLegend }).getByRole('radio');
  await expect(choices).toHaveCount(offers.length);
  const buyDown = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await expect(buyDown).toHaveCount(1);
  await buyDown.check();
  if (offerSelectionSplit(BORROWER_ORG)) {
    // The brand splits offer selection: the estimated terms are on the draw page, under the same label.
    await page.getByRole('button', { name: select.continue }).click();
    await arriveAt(page, borrower.uuid, 'product/select/draw');
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  const panel = page.getByRole('region', { name: select.panelHeading });
  await expect(panel.getByText(formatPercent(variant.rate), { exact: true })).toBeVisible();
  // The fee that pays for the lower rate: 1.00 point above the base offer's.
  expect(variant.originationFee).toBeCloseTo(base.originationFee + 1, 6);
  await expect(panel.getByText(`(${formatPercent(variant.originationFee, 2)} of your initial draw)`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: select.continue }).click();

  await arriveAt(page, borrower.uuid, 'product/select/confirm');
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/${borrower.uuid}/tasks/select-offer`),
  );
  await page.getByRole('button', { name: confirm.confirm }).click();
  // The draw starts at the smallest (every offer's is $15,000 or its whole line), and the buy-down keeps it.
  expect((await posted).postDataJSON()).toEqual({ offerId: variant.id, drawAmount: Math.ceil(offers[0]!.minDraw) });
  await expect(page).not.toHaveURL(/\/product\/select/, { timeout: 20_000 });
  const after = (await sandboxApplication(request, borrower.uuid)).application;
  expect(after.selectedOffer?.offerId).toBe(variant.id);
  expect(csp).toEqual([]);
});
