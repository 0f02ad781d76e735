import { expect, test, type APIRequestContext } from '@playwright/test';
import { payoffDraw } from '../../src/core/offer/payoff-draw';
import type { PayoffPreference } from '../../src/generated/types/application-screens';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, APPLICATION_URL, applicationPath, screens } from '../test-support/application';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import type { Borrower } from '../test-support/sandbox-client';

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

async function borrowerOf(request: APIRequestContext): Promise<Borrower> {
  const email = uniqueEmail();
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email } }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}

test('choosing to pay a loan off shows the draw under each payoff preference', async ({ page, request }) => {
  const borrower = await borrowerOf(request);
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
