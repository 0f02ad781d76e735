import { expect, test } from '@playwright/test';
import { payoffDraw } from '../../src/core/offer/payoff-draw';
import type { PayoffPreference } from '../../src/generated/types/screen-options';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, APPLICATION_URL, applicationPath, screens } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';

/**
 * The liability payoff preferences on the liens screen (issue 26), on COPPER_BASIN_CU: the borrower
 * chooses to pay a loan off and reads, for PRESERVE, DEDUCT and MAXIMIZE, the draw and where it goes.
 */
const ORG = 'COPPER_BASIN_CU';
const liens = screens.liens as unknown as {
  copy: Record<string, string>;
  options: { payoffPreferences: PayoffPreference[] };
};
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** A San Jose home (the create body's default property): California is served by COPPER_BASIN_CU. */
const SAN_JOSE = { street1: '12 Main St', city: 'San Jose', state: 'CA', zip: '95112' };

test('choosing to pay a loan off shows the draw under each payoff preference', async ({ page, request }) => {
  const borrower = await createBrandBorrower(request, ORG, SAN_JOSE);
  const read = async () =>
    (
      await request.get(`/service-application/api/v1/application/heloc/${borrower.uuid}`, {
        headers: { authorization: `Bearer ${borrower.jwt}` },
      })
    ).json();
  const offer = (await read()).offers.offers[0] as { id: string; minDraw: number; maxDraw: number };
  const chosenDraw = Math.ceil(offer.minDraw);
  const forced = await request.put(`/__sandbox/applications/${borrower.uuid}`, {
    data: { status: 'LIEN_VERIFICATION', selectedOffer: { offerId: offer.id, drawAmount: chosenDraw } },
  });
  expect(forced.ok(), await forced.text()).toBe(true);
  const { liens: listed } = (await read()) as { liens: { monetaryBalance: number }[] };
  expect(listed).toHaveLength(2);

  await actAs(page, borrower);
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  await expect(page).toHaveURL(APPLICATION_URL('liens'), { timeout: 20_000 });
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups).toHaveCount(2);
  await expect(page.getByRole('heading', { name: liens.copy.preferencesHeading })).toHaveCount(0);

  // Pay off the second loan (the sandbox's home-equity line); keep the first.
  await groups.nth(0).getByRole('radio', { name: liens.copy.keep }).check();
  await groups.nth(1).getByRole('radio', { name: liens.copy.payOff }).check();
  await expect(page.getByRole('heading', { name: liens.copy.preferencesHeading })).toBeVisible();

  for (const rule of liens.options.payoffPreferences) {
    const figures = payoffDraw(rule, {
      chosenDraw,
      maxDraw: Math.floor(offer.maxDraw),
      payoffs: [listed[1]!.monetaryBalance],
    });
    const section = page.getByRole('region', { name: liens.copy[`preference.${rule.preference}.title`] });
    await expect(section.getByRole('definition')).toHaveText([
      money(figures.initialDraw),
      money(figures.paidToLenders),
      money(figures.paidToYou),
    ]);
  }
  await expectNoAxeViolations(page);
});
