import { expectNoAxeViolations } from '../test-support/accessibility';
import { screens } from '../test-support/application';
import { arriveAt, openAt } from '../test-support/application-steps';
import { overrideFlags } from '../test-support/feature-flags';
import { createBorrower, sandboxApplication } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';
import { conditionFlags } from '../../src/core/application/screen-conditions';

/**
 * fe-heloc-multi-page-product-select (named by product/select's options.splitWhen): on, the
 * offer is chosen on product/select and the draw on product/select/draw before the confirm step;
 * off, product/select is the one page it always was. The flag is changed for this page only.
 */
const FLAG = conditionFlags([screens['product/select']!.options!.splitWhen])[0]!;
const copy = (path: string) => (screens[path] as unknown as { copy: Record<string, string> }).copy;
const select = copy('product/select');
const draw = copy('product/select/draw');
const confirm = copy('product/select/confirm');
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

test('with the flag on, the offer, then the draw, then the confirm step, each on its own page', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  const offers = (await sandboxApplication(request, borrower.uuid)).application.offers!.offers;
  const offer = offers[offers.length - 1]!;
  const [low, high] = [Math.ceil(offer.minDraw), Math.floor(offer.maxDraw)];
  await overrideFlags(page, { [FLAG]: true });
  const csp = await openAt(page, borrower, 'product/select');

  // The offers only: no draw, no estimated terms yet.
  const choices = page.getByRole('group', { name: select.offersLegend }).getByRole('radio');
  await expect(choices).toHaveCount(offers.length);
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('region', { name: select.panelHeading })).toHaveCount(0);
  await choices.nth(offers.length - 1).check();
  await page.getByRole('button', { name: select.continue }).click();

  await arriveAt(page, borrower.uuid, 'product/select/draw');
  const slider = page.getByRole('slider', { name: draw.drawSlider });
  await expect(slider).toHaveAttribute('min', String(low));
  await expect(slider).toHaveAttribute('max', String(high));
  // The draw starts at the smallest the offer allows, in the money field like every other amount.
  await expect(slider).toHaveValue(String(low));
  await expect(page.getByRole('textbox', { name: draw.drawField })).toHaveValue(money(low));
  await expect(
    page.getByRole('region', { name: draw.panelHeading }).getByRole('heading', { name: draw.closingCostsHeading }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: draw.panelHeading }).getByText(`${offer.term} years`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back keeps the choice: the offer chosen is still the one checked, and goes on again.
  await page.goBack();
  await arriveAt(page, borrower.uuid, 'product/select');
  await expect(choices.nth(offers.length - 1)).toBeChecked();
  await page.getByRole('button', { name: select.continue }).click();
  await arriveAt(page, borrower.uuid, 'product/select/draw');

  const field = page.getByRole('textbox', { name: draw.drawField });
  await field.fill(String(high + 1));
  await page.getByRole('button', { name: draw.continue }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const amount = low + 1000;
  await field.fill(String(amount));
  await expect(slider).toHaveValue(String(amount));
  await expect(
    page.getByRole('region', { name: draw.panelHeading }).getByText(money(amount), { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: draw.continue }).click();

  await arriveAt(page, borrower.uuid, 'product/select/confirm');
  await expect(page).toHaveURL(new RegExp(`/product/select/confirm\\?offerId=${offer.id}&drawAmount=${amount}$`));
  await expect(
    page.getByRole('region', { name: confirm.summaryHeading }).getByText(money(amount), { exact: true }),
  ).toBeVisible();

  // Back from the confirm step finds the draw page with the amount; "Change my offer" keeps the offer.
  await page.goBack();
  await arriveAt(page, borrower.uuid, 'product/select/draw');
  await expect(slider).toHaveValue(String(amount));
  await page.getByRole('button', { name: draw.change }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
  await expect(choices.nth(offers.length - 1)).toBeChecked();
  await page.getByRole('button', { name: select.continue }).click();
  await arriveAt(page, borrower.uuid, 'product/select/draw');
  await expect(slider).toHaveValue(String(amount));
  await page.getByRole('button', { name: draw.continue }).click();

  await arriveAt(page, borrower.uuid, 'product/select/confirm');
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/${borrower.uuid}/tasks/select-offer`),
  );
  await page.getByRole('button', { name: confirm.confirm }).click();
  expect((await posted).postDataJSON()).toEqual({ offerId: offer.id, drawAmount: amount });
  await expect(page).not.toHaveURL(/\/product\/select/, { timeout: 20_000 });
  expect(csp).toEqual([]);
});

test('with the flag off, offers, draw and estimated terms share one page that goes straight to confirm', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  await overrideFlags(page, { [FLAG]: false });
  const csp = await openAt(page, borrower, 'product/select');

  await expect(page.getByRole('group', { name: select.offersLegend })).toBeVisible();
  await expect(page.getByRole('slider', { name: select.drawSlider })).toBeVisible();
  await expect(page.getByRole('region', { name: select.panelHeading })).toBeVisible();
  await page.getByRole('button', { name: select.continue }).click();

  await arriveAt(page, borrower.uuid, 'product/select/confirm');
  expect(csp).toEqual([]);
});
