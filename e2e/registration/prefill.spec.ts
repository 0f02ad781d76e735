import { expect, test } from '@playwright/test';
import { encodeUserDataParam } from '../../src/core/prefill/user-data-param';
import { answersFor, type Answers } from '../test-support/borrower-answers';
import { copy, shellCopy, stepUrl } from '../test-support/registration-flow';
import { control, expectStepValues, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { seed } from '../test-support/sandbox-seed';

test.describe.configure({ mode: 'parallel' });

const LANDING_PARAMS = ['offerCode', 'userData', 'affiliateId', 'token', 'referralId', 'referrer'];
const expectCleanUrl = (url: string) =>
  expect(LANDING_PARAMS.filter((p) => new URL(url).searchParams.has(p))).toEqual([]);

/** The answers of the steps before legal name, but no name or address: those come from the prefill. */
const BEFORE_NAME: Answers = {
  propertyAddress: { occupancyType: 'HOME' },
  isListedForSale: false,
  income: { income: 120000, employmentType: 'FULL_TIME' },
};

test('offer code CAHOME25 fills the property address and the name', async ({ page }) => {
  const offer = seed.offerCodes.find((o) => o.offerCode === 'CAHOME25')!;
  await page.goto(startUrl('MERIDIAN', { offerCode: offer.offerCode }));
  await expectStep(page, 'property');
  await expect(page).toHaveURL(stepUrl('property'));
  expectCleanUrl(page.url());
  await expectStepValues(page, 'property', {
    propertyAddress: { street1: offer.street1, city: offer.city, state: offer.state, zip: offer.zip },
  });
  await expect(control(page, 'property', '/propertyAddress/street2')).toHaveValue(offer.street2 ?? '');

  await walk(page, BEFORE_NAME, { until: 'legal-name' });
  await expectStepValues(page, 'legal-name', { name: { firstName: offer.firstName, lastName: offer.lastName } });
});

test('a userData link fills the address, the income and the name, and Continue passes over the for-sale and income steps it answered', async ({
  page,
}) => {
  const userData = encodeUserDataParam({
    i: 85000,
    oi: 4000,
    et: 'SELF_EMPLOYED',
    fn: 'Robin',
    ln: 'Quill',
    ps1: '77 Harbor Lane',
    pc: 'Portland',
    pst: 'or',
    pz: '97201',
    po: 'HOME',
    fs: false,
  });
  await page.goto(startUrl('MERIDIAN', { userData }));
  await expectStep(page, 'property');
  expectCleanUrl(page.url());
  await expectStepValues(page, 'property', {
    propertyAddress: { street1: '77 Harbor Lane', city: 'Portland', state: 'OR', zip: '97201', occupancyType: 'HOME' },
  });

  // The link answered for-sale and the income (hasSaleStatusBeenSet, hasIncomeBeenSet): Continue
  // goes from the property straight to the name; Back still reaches both, answered.
  await submitButton(page, 'property').click();
  await expectStep(page, 'legal-name');
  await expectStepValues(page, 'legal-name', { name: { firstName: 'Robin', lastName: 'Quill' } });
  await page.getByRole('link', { name: copy.buttons.back }).click();
  await expectStep(page, 'annual-income');
  await expectStepValues(page, 'annual-income', {
    income: { income: 85000, otherIncome: 4000, employmentType: 'SELF_EMPLOYED' },
  });
  await page.getByRole('link', { name: copy.buttons.back }).click();
  await expectStep(page, 'for-sale');
  await expectStepValues(page, 'for-sale', { isListedForSale: false });
});

test('a prefilled JR suffix is shown as the list entry Jr', async ({ page }) => {
  const userData = encodeUserDataParam({
    fn: 'Robin',
    ln: 'Quill',
    sx: 'JR',
    ps1: '77 Harbor Lane',
    pc: 'Portland',
    pst: 'OR',
    pz: '97201',
    po: 'HOME',
  });
  await page.goto(startUrl('MERIDIAN', { userData }));
  await expectStep(page, 'property');
  await walk(page, BEFORE_NAME, { until: 'legal-name' });
  await expectStepValues(page, 'legal-name', { name: { suffix: 'Jr' } });
});

for (const [name, userData] of [
  ['not base64url', '%%%not*base64%%%'],
  ['base64 of text that is not JSON', Buffer.from('hello, world').toString('base64url')],
  ['a JSON array', encodeUserDataParam([1, 2, 3] as unknown as Record<string, unknown>)],
  ['longer than allowed', 'A'.repeat(5000)],
] as const) {
  test(`a malformed userData (${name}) does not break the page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(startUrl('MERIDIAN', { userData }));
    await expectStep(page, 'property');
    expectCleanUrl(page.url());
    await expectStepValues(page, 'property', { propertyAddress: { street1: '', city: '', zip: '' } });
    expect(errors).toEqual([]);
  });
}

test('a userData with some bad entries keeps the good ones', async ({ page }) => {
  const userData = encodeUserDataParam({
    fn: 'Robin',
    ln: '<b>Quill</b>',
    pst: 'ZZ',
    pz: '9720',
    i: -5,
    ps1: '77 Harbor Lane',
    unknown: 'x',
  });
  await page.goto(startUrl('MERIDIAN', { userData }));
  await expectStep(page, 'property');
  await expectStepValues(page, 'property', { propertyAddress: { street1: '77 Harbor Lane', zip: '' } });
  await expect(control(page, 'property', '/propertyAddress/state').locator('option:checked')).toHaveText(
    shellCopy.form.selectPlaceholder,
  );
  await walk(page, answersFor('OR', { name: undefined }), { until: 'legal-name' });
  await expectStepValues(page, 'legal-name', { name: { firstName: 'Robin', lastName: '' } });
});
