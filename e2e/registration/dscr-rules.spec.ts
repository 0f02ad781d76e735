import { expect, test } from '@playwright/test';
import { productRegisterPath } from '../../src/core/registration';
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { followErrorSummary } from '../test-support/error-summary';
import { copy, LEGACY_PATH, step } from '../test-support/registration-flow';
import { control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';
import { journeyPath, stepTitle, type JourneyOptions } from '../test-support/registration-path';
import { escapeRegExp } from '../test-support/strings';

/**
 * The DSCR loan's two rules in the browser (issue 13; unit tests: core/registration products and
 * validate-step): a lender that offers only the DSCR loan opens its own entry,
 * /account/dscr/register, from the plain register paths; and the DSCR loan is only for investment
 * properties, so a primary home is refused on the property step with the flow's words.
 */
test.describe.configure({ mode: 'parallel' });

const ORG = 'IRONBRIDGE_CAPITAL_BANK';
const OPTIONS: JourneyOptions = { orgCode: ORG, product: 'dscr' };
const SPRINGFIELD = { street1: '1450 Cedar Ridge Lane', city: 'Springfield', state: 'IL', zip: '62701' };
const DSCR_URL = new RegExp(`^[^?]*${escapeRegExp(productRegisterPath('dscr'))}\\?(.*&)?org=${ORG}(&|$)`);
const occupancyRule = step('property').rules!.find((r) => r.rule === 'product-occupancy')!;

test('a DSCR-only lender: the plain register paths open its DSCR journey', async ({ page }) => {
  const offered = brand(ORG).products;
  expect(offered.dscr && !offered.heloc).toBe(true);
  const answers = answersFor('IL', { propertyAddress: { ...SPRINGFIELD, occupancyType: 'INVESTMENT' } });
  for (const path of [undefined, LEGACY_PATH]) {
    await page.goto(startUrl(ORG, {}, path ? { path } : {}));
    await expect(page).toHaveURL(DSCR_URL, { timeout: 20_000 });
    await expectStep(page, journeyPath(answers, OPTIONS)[0]!, answers, OPTIONS);
    await expect(page.getByText(copy.products.dscr.title!, { exact: true })).toBeVisible();
  }
});

test('the DSCR loan takes an investment property only: a primary home is refused with the flow words', async ({
  page,
}) => {
  const home = answersFor('IL', { propertyAddress: { ...SPRINGFIELD, occupancyType: 'HOME' } });
  await page.goto(startUrl(ORG, {}, { path: productRegisterPath('dscr') }));
  await expectStep(page, 'property', home, OPTIONS);
  await fillStep(page, 'property', home);
  await submitButton(page, 'property').click();
  const occupancy = control(page, 'property', '/propertyAddress/occupancyType');
  await expectFieldError(page, occupancy, occupancyRule.messages!.notForProduct!);
  // Still on the property step; the error summary leads to the refused field's checked choice.
  await expect(page.getByRole('heading', { level: 1, name: stepTitle('property', home, OPTIONS) })).toBeVisible();
  await followErrorSummary(
    page,
    occupancyRule.messages!.notForProduct!,
    occupancy.getByRole('radio', { checked: true }),
  );

  const investment = { ...home, propertyAddress: { ...SPRINGFIELD, occupancyType: 'INVESTMENT' } };
  await fillStep(page, 'property', investment);
  await submitButton(page, 'property').click();
  const path = journeyPath(investment, OPTIONS);
  await expectStep(page, path[path.indexOf('property') + 1]!, investment, OPTIONS);
  await expect(page).toHaveURL(DSCR_URL);
});
