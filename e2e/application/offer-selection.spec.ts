import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screens, screenTitle, URL_OF } from '../test-support/application';
import { overrideFlags } from '../test-support/feature-flags';
import { readJson } from '../test-support/read-json';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower, sandboxApplication } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';
import type { Locator } from '@playwright/test';
import { formatMoney } from '../../src/core/format/money';
import { formatPercent } from '../../src/core/format/percent';
import { offerPanel, type OfferTerms } from '../../src/core/offer/offer-panel';
import { conditionFlags } from '../../src/core/application/screen-conditions';

const copy = (path: string) => (screens[path] as unknown as { copy: Record<string, string> }).copy;
const select = copy('product/select');
const SPLIT_FLAG = conditionFlags([screens['product/select']!.options!.splitWhen])[0]!;
const confirm = copy('product/select/confirm');
const panelLabel = readJson<{ label: string }>('flows/shell/progress-panel.json').label;
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The payment the page should show for `offer` at `draw` (CA: no recording tax, which the payment ignores anyway). */
const paymentAt = (offer: OfferTerms, draw: number) =>
  formatMoney(offerPanel(offer, draw, { state: 'CA' }).monthlyPayment, 2);
/** "Estimated monthly payment $1,234.56": a figure read with its name. */
const figure = (label: string, value: string) => new RegExp(`${escape(label)}\\s*${escape(value)}`);

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
  // The draw starts at the first offer's smallest, and each offer is described by its payment there.
  const start = Math.ceil(offers[0]!.minDraw);
  await expect(page.getByRole('textbox', { name: select.drawField })).toHaveValue(money(start));
  await expect(choices.first()).toHaveAccessibleDescription(
    figure(select.monthlyPayment!, paymentAt(offers[0]!, start)),
  );
  await expect(choices.first()).toHaveAccessibleDescription(figure(select.apr!, formatPercent(offers[0]!.rate)));
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
  await expect(panel.getByText(paymentAt(offer, draw), { exact: true })).toBeVisible();
  await expect(panel.getByText(`${offer.term} years`)).toBeVisible();
  await expect(panel.getByRole('heading', { name: select.closingCostsHeading })).toBeVisible();
  await expect(panel.getByText(select.closingCostsTotal!, { exact: true })).toBeVisible();
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

/** Whether what the borrower sees at the middle and corners of `target` is the target itself. */
function seenWhole(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    return points.every(([x, y]) => {
      if (y! < 0 || y! > window.innerHeight) return false;
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a bar at the foot of the screen keeps the payment, APR and Continue in sight, covering nothing', async ({
    page,
    request,
  }) => {
    await overrideFlags(page, { [SPLIT_FLAG]: false });
    const borrower = await createBorrower(request, 'CA');
    const offers = (await sandboxApplication(request, borrower.uuid)).application.offers!.offers;
    await actAs(page, borrower);
    const csp = watchCsp(page);
    await page.goto(applicationPath(borrower.uuid));
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused();

    // At the top of a page taller than the screen, Continue is already in sight, whole, with the figures beside it.
    const next = page.getByRole('button', { name: select.continue });
    const bar = next.locator('..');
    await expect(next).toBeInViewport();
    await expect.poll(() => seenWhole(next)).toBe(true);
    const start = Math.ceil(offers[0]!.minDraw);
    await expect(bar.getByText(select.monthlyPayment!, { exact: true })).toBeVisible();
    await expect(bar.getByText(paymentAt(offers[0]!, start), { exact: true })).toBeVisible();
    await expect(bar.getByText(select.apr!, { exact: true })).toBeVisible();
    await expect(bar.getByText(formatPercent(offers[0]!.rate), { exact: true })).toBeVisible();

    // Another offer: the bar follows it.
    const last = offers[offers.length - 1]!;
    await page.getByRole('group', { name: select.offersLegend }).getByRole('radio').last().check();
    await expect(bar.getByText(formatPercent(last.rate), { exact: true })).toBeVisible();

    // A field reached by keyboard is not hidden under the bar (WCAG 2.4.11).
    const field = page.getByRole('textbox', { name: select.drawField });
    await page.evaluate(() => window.scrollTo(0, 0));
    await field.focus();
    await expect.poll(() => seenWhole(field)).toBe(true);

    // At the end of the form the bar takes its own place: the summary's last words and Continue both whole.
    const panel = page.getByRole('region', { name: select.panelHeading });
    // The summary is the page's, here, not the aside's (that is beside the page from 1024 px).
    await expect(page.getByRole('main').getByRole('region', { name: select.panelHeading })).toHaveCount(1);
    await expect(panel).toHaveCount(1);
    const note = panel.getByText(select.paymentNote!, { exact: true });
    await note.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(() => seenWhole(note)).toBe(true);
    await expect.poll(() => seenWhole(panel.getByText(select.closingCostsTotal!, { exact: true }))).toBe(true);
    await expect.poll(() => seenWhole(next)).toBe(true);
    // Scrolled to the page's end, the bar stays at the form's end: it covers none of the footer.
    // (Whether Continue is still on screen there depends on how tall the rest of the page is.)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(async () => {
        const [b, f] = await Promise.all([next.boundingBox(), footer.boundingBox()]);
        return !!b && !!f && b.y + b.height <= f.y + 0.5;
      })
      .toBe(true);

    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/product/select/confirm\\?offerId=${last.id}&drawAmount=`));
    expect(csp).toEqual([]);
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the summary is drawn once, in the aside right of the form, and follows the draw', async ({ page, request }) => {
    await overrideFlags(page, { [SPLIT_FLAG]: false });
    const borrower = await createBorrower(request, 'CA');
    const offers = (await sandboxApplication(request, borrower.uuid)).application.offers!.offers;
    await actAs(page, borrower);
    const csp = watchCsp(page);
    await page.goto(applicationPath(borrower.uuid));
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused();

    // One summary, in the aside (a complementary landmark named by its heading), none in the page.
    const panel = page.getByRole('region', { name: select.panelHeading });
    const aside = page.getByRole('complementary', { name: select.panelHeading });
    await expect(panel).toHaveCount(1);
    await expect(aside.getByRole('region', { name: select.panelHeading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: select.panelHeading })).toHaveCount(0);

    // Right of the form (the offers, the draw), its top beside the offers; above the progress panel.
    const field = page.getByRole('textbox', { name: select.drawField });
    const [offersBox, fieldBox, summary] = await Promise.all(
      [page.getByRole('group', { name: select.offersLegend }), field, panel].map((l) => l.boundingBox()),
    );
    expect(summary!.x).toBeGreaterThanOrEqual(Math.max(offersBox!.x + offersBox!.width, fieldBox!.x + fieldBox!.width));
    expect(summary!.y).toBeLessThan(offersBox!.y + 200);
    const progress = page.getByRole('complementary', { name: panelLabel });
    await expect(progress).toBeVisible({ timeout: 20_000 });
    expect((await progress.boundingBox())!.y).toBeGreaterThanOrEqual(summary!.y + summary!.height);

    // It follows the draw as it is typed, and the offer as it is chosen.
    const offer = offers[offers.length - 1]!;
    await page.getByRole('group', { name: select.offersLegend }).getByRole('radio').last().check();
    const draw = Math.ceil(offer.minDraw) + 2000;
    await field.fill(String(draw));
    await expect(panel.getByText(money(draw), { exact: true })).toBeVisible();
    await expect(panel.getByText(paymentAt(offer, draw), { exact: true })).toBeVisible();
    await expect(panel.getByText(`${offer.term} years`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Narrowed below 1024 px, the same summary is back in the page, still the only one.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('main').getByRole('region', { name: select.panelHeading })).toBeVisible();
    await expect(panel).toHaveCount(1);
    await expect(aside).toHaveCount(0);
    await expect(panel.getByText(money(draw), { exact: true })).toBeVisible();
    expect(csp).toEqual([]);
  });
});
