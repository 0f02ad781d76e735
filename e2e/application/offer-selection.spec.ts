import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screens, screenTitle, URL_OF } from '../test-support/application';
import { overrideFlags } from '../test-support/feature-flags';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower, sandboxApplication } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';

const copy = (path: string) => (screens[path] as unknown as { copy: Record<string, string> }).copy;
const select = copy('product/select');
const SPLIT_FLAG = screens['product/select']!.options!.splitWhenFlag as string;
const confirm = copy('product/select/confirm');
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

test('a prequalified borrower picks an offer and a draw, sees the panel, and confirms it', async ({
  page,
  request,
}) => {
  // Offer selection on one page (the brand's fe-heloc-multi-page-product-select off for this page;
  // offer-selection-pages.spec.ts walks it split over pages).
  await overrideFlags(page, { [SPLIT_FLAG]: false });
  const borrower = await createBorrower(request, 'CA');
  const { application } = await sandboxApplication(request, borrower.uuid);
  const offers = application.offers!.offers;
  await actAs(page, borrower);
  const csp = watchCsp(page);
  await page.goto(applicationPath(borrower.uuid));

  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused();
  const choices = page.getByRole('group', { name: select.offersLegend }).getByRole('radio');
  await expect(choices).toHaveCount(offers.length);
  await expectNoAxeViolations(page);

  const offer = offers[offers.length - 1]!;
  await choices.nth(offers.length - 1).check();
  const slider = page.getByRole('slider', { name: select.drawSlider });
  await expect(slider).toHaveAttribute('min', String(Math.ceil(offer.minDraw)));
  await expect(slider).toHaveAttribute('max', String(Math.floor(offer.maxDraw)));

  const field = page.getByRole('textbox', { name: select.drawField });
  await field.fill(String(Math.floor(offer.maxDraw) + 1));
  await page.getByRole('button', { name: select.continue }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`from ${money(Math.ceil(offer.minDraw)).replace('$', '\\$')}`),
  );
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'));

  const draw = Math.ceil(offer.minDraw) + 1000;
  await field.fill(String(draw));
  await expect(slider).toHaveValue(String(draw));
  const panel = page.getByRole('region', { name: select.panelHeading });
  await expect(panel.getByText(money(draw), { exact: true })).toBeVisible();
  await expect(panel.getByText(`${offer.term} years`)).toBeVisible();
  await page.getByRole('button', { name: select.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/product/select/confirm\\?offerId=${offer.id}&drawAmount=${draw}$`));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select/confirm') })).toBeFocused();
  await expect(
    page.getByRole('region', { name: confirm.summaryHeading }).getByText(money(draw), { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/${borrower.uuid}/tasks/select-offer`),
  );
  const answered = page.waitForResponse((r) => r.url().endsWith(`/${borrower.uuid}/tasks/select-offer`));
  await page.getByRole('button', { name: confirm.confirm }).click();
  expect((await posted).postDataJSON()).toEqual({ offerId: offer.id, drawAmount: draw });
  const response = await answered;
  if (response.ok()) {
    // The workflow moved on: routing left the offer screens.
    await expect(page).not.toHaveURL(/\/product\/select/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  } else {
    // The server refused (or, before the sandbox workflow exists, does not know the task): its message in place.
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('alert')).toBeFocused();
  }
  expect(csp).toEqual([]);
});
