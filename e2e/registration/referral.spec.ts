import { expect, test } from '@playwright/test';
import { US_STATES } from '../../src/core/geo/us-states';
import { brands } from '../test-support/brands';
import { answersFor } from '../test-support/borrower-answers';
import { NOT_ACCEPTING_PATH, NOT_ACCEPTING_TITLE, stepUrl } from '../test-support/registration-flow';
import { choice, control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';
import { ruleMessage } from '../test-support/registration-messages';
import { LOAN_OFFICERS } from '../test-support/sandbox-seed';

test.describe.configure({ mode: 'parallel' });

const referralOnly = brands.find((b) => b.referral.loanOfficerRequired && b.kind !== 'wholesale')!;

async function expectNotAccepting(page: import('@playwright/test').Page, orgCode: string) {
  await expect(page).toHaveURL(`${NOT_ACCEPTING_PATH}?org=${orgCode}`);
  await expect(page.getByRole('heading', { level: 1, name: NOT_ACCEPTING_TITLE })).toBeVisible();
}

test(`${referralOnly.orgCode} (loan officer required) without a referrer is not accepting applications`, async ({
  page,
}) => {
  await page.goto(startUrl(referralOnly.orgCode));
  await expectNotAccepting(page, referralOnly.orgCode);
});

for (const [name, referrer] of [
  ['an unknown referrer uuid', LOAN_OFFICERS.unknown],
  ['a malformed referrer uuid', 'not-a-uuid'],
] as const) {
  test(`${name} closes registration, even where no referrer is required`, async ({ page }) => {
    await page.goto(startUrl('MERIDIAN', { referrer }));
    await expectNotAccepting(page, 'MERIDIAN');
  });
}

test(`${referralOnly.orgCode} with a known referrer opens the first step and drops the referrer from the URL`, async ({
  page,
}) => {
  await page.goto(startUrl(referralOnly.orgCode, { referrer: LOAN_OFFICERS.open }));
  await expectStep(page, 'property', {}, { orgCode: referralOnly.orgCode });
  await expect(page).toHaveURL(startUrl(referralOnly.orgCode));
  // The referrer is kept for the session: a reload does not lock the borrower out.
  await page.reload();
  await expectStep(page, 'property', {}, { orgCode: referralOnly.orgCode });
});

test('an officer licensed in CA, OR and WA: a Texas property shows the licensed-states message and cannot continue', async ({
  page,
}) => {
  await page.goto(startUrl('MERIDIAN', { referrer: LOAN_OFFICERS.licensed }));
  await expectStep(page, 'property');
  await expect(page).toHaveURL(stepUrl('property'));
  expect(new URL(page.url()).searchParams.has('referrer')).toBe(false);

  const message = ruleMessage('property', 'licensed-states', 'notLicensed', {
    state: 'TX',
    stateName: US_STATES.find((s) => s.abbrev === 'TX')!.name,
  });
  // The reason shows as soon as the state is chosen, before the occupancy it blocks.
  await fillStep(page, 'property', withoutOccupancy(answersFor('TX')));
  await expectFieldError(page, control(page, 'property', '/propertyAddress/state'), message);
  for (let attempt = 0; attempt < 2; attempt++) {
    await submitButton(page, 'property').click();
    await expectFieldError(page, control(page, 'property', '/propertyAddress/state'), message);
    await expect(page).toHaveURL(stepUrl('property'));
  }
  // A licensed state lets the borrower go on.
  await fillStep(page, 'property', answersFor('OR'));
  await submitButton(page, 'property').click();
  await expectStep(page, 'for-sale', answersFor('OR'));
});

test('an officer licensed in CA, OR and WA: the occupancy choice is disabled while the state is not licensed', async ({
  page,
}) => {
  await page.goto(startUrl('MERIDIAN', { referrer: LOAN_OFFICERS.licensed }));
  await expectStep(page, 'property');
  await fillStep(page, 'property', answersFor('CA'));
  await expect(choice(page, 'property', '/propertyAddress/occupancyType', 'INVESTMENT')).toBeEnabled();
  await control(page, 'property', '/propertyAddress/state').selectOption({ label: 'Texas' });
  await expect(control(page, 'property', '/propertyAddress/state')).toHaveAttribute('aria-invalid', 'true');
  await expect(choice(page, 'property', '/propertyAddress/occupancyType', 'INVESTMENT')).toBeDisabled({
    timeout: 2_000,
  });
  await submitButton(page, 'property').click();
  await expect(page).toHaveURL(stepUrl('property'));
  // Back to a licensed state: the choice is open again.
  await control(page, 'property', '/propertyAddress/state').selectOption({ label: 'Oregon' });
  await expect(choice(page, 'property', '/propertyAddress/occupancyType', 'INVESTMENT')).toBeEnabled();
});

function withoutOccupancy(answers: ReturnType<typeof answersFor>) {
  const { occupancyType: _left, ...address } = answers.propertyAddress as Record<string, unknown>;
  return { ...answers, propertyAddress: address };
}
