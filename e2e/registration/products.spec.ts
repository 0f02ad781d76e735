import { expect, test, type Page } from '@playwright/test';
import { productRegisterPath } from '../../src/core/registration';
import { answersFor, usDate, type Answers } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy, shellCopy, step } from '../test-support/registration-flow';
import { control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';
import { journeyPath, type JourneyOptions } from '../test-support/registration-path';

/**
 * The products of a brand's manifest beside the HELOC, each at its own /account/{product}/register:
 * the DSCR loan (ALAMO_PLAZA_BANK) and the age-restricted interest-only line (HERITAGE_OAKS_CU),
 * with their own words and rules; a brand that does not offer one has no such page.
 */
test.describe.configure({ mode: 'parallel' });

const MORE_STATES = 'with more states to come';

const footer = (page: Page) => page.getByRole('contentinfo');

/** Answers and presses Continue on each step from the first up to (not including) `until`. */
async function walkTo(page: Page, answers: Answers, options: JourneyOptions, until: string): Promise<void> {
  for (const key of journeyPath(answers, options)) {
    await expectStep(page, key, answers, options);
    if (key === until) return;
    await fillStep(page, key, answers);
    await submitButton(page, key).click();
  }
  throw new Error(`The journey never reaches ${until}`);
}

// The spec gives the states-served note to one brand's DSCR product (MERIDIAN's, e2e/shell-pages.spec.ts).
test('DSCR at ALAMO_PLAZA_BANK: its own entry, words, the 90-day note, and its states without the note', async ({
  page,
}) => {
  const orgCode = 'ALAMO_PLAZA_BANK';
  expect(brand(orgCode).products.dscr).toBe(true);
  const options: JourneyOptions = { orgCode, product: 'dscr' };
  const answers = answersFor('TX', {
    propertyAddress: { occupancyType: 'INVESTMENT' },
    homeAddress: { street1: '77 Mesquite Trail', city: 'Austin', state: 'TX', zip: '78745' },
  });

  await page.goto(startUrl(orgCode, {}, { path: productRegisterPath('dscr') }));
  // A cold page on a busy machine: the first heading may take a while.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your investment property', {
    timeout: 20_000,
  });
  await expectStep(page, 'property', answers, options);
  await expect(page.getByText(copy.products.dscr.title!, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.eligibility.recentTransfer, { exact: true })).toBeVisible();
  const states = [...brand(orgCode).statesServed].sort().join(', ');
  await expect(footer(page)).toContainText(states);
  await expect(footer(page)).not.toContainText(MORE_STATES);

  await walkTo(page, answers, options, 'home-address');
  await expect(page).toHaveURL(
    new RegExp(`^[^?]*${productRegisterPath('dscr')}\\?(.*&)?step=${step('home-address').legacyStep}(&|$)`),
  );
  await expect(footer(page)).toContainText(states);
  await expect(footer(page)).not.toContainText(MORE_STATES);
});

test('the age-restricted interest-only line at HERITAGE_OAKS_CU takes only borrowers 62 or older', async ({ page }) => {
  const orgCode = 'HERITAGE_OAKS_CU';
  expect(brand(orgCode).products.interestOnly62Plus).toBe(true);
  const options: JourneyOptions = { orgCode, product: 'heloc-62-interest-only' };
  const today = new Date();
  const sixty = usDate(new Date(today.getFullYear() - 60, 0, 15));
  const seventy = usDate(new Date(today.getFullYear() - 70, 0, 15));
  const answers = answersFor('GA', { dob: sixty });

  await page.goto(startUrl(orgCode, {}, { path: productRegisterPath('heloc-62-interest-only') }));
  await expect(page.getByText(copy.products['heloc-62-interest-only'].title!, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await walkTo(page, answers, options, 'birthdate');
  await expect(page.getByText(/for homeowners 62 and older/).first()).toBeVisible();

  // 60 is old enough for a HELOC, not for this line: the spec's message, tied to the field.
  await fillStep(page, 'birthdate', answers);
  await submitButton(page, 'birthdate').click();
  await expectFieldError(page, control(page, 'birthdate', '/dob'), 'Must be 62 years or older to apply for a loan');
  await expect(page.getByRole('heading', { level: 1, name: step('birthdate').title })).toBeVisible();

  const older = { ...answers, dob: seventy };
  await fillStep(page, 'birthdate', older);
  await submitButton(page, 'birthdate').click();
  const path = journeyPath(older, options);
  const next = path[path.indexOf('birthdate') + 1]!;
  await expectStep(page, next, older, options);
  await expect(page).toHaveURL(new RegExp(`^[^?]*${productRegisterPath('heloc-62-interest-only')}\\?`));
});

test('a brand whose manifest does not offer a product has no page for it', async ({ page }) => {
  for (const [orgCode, product] of [
    ['CEDAR_VALLEY_FCU', 'dscr'],
    ['ALAMO_PLAZA_BANK', 'heloc-62-interest-only'],
  ] as const) {
    await page.goto(startUrl(orgCode, {}, { path: productRegisterPath(product) }));
    await expect(page.getByRole('heading', { level: 1, name: shellCopy.notFound.title })).toBeVisible({
      timeout: 20_000,
    });
  }
});
