import { expect, test } from '@playwright/test';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor, PASSWORD, type Answers } from '../test-support/borrower-answers';
import { copy, LEGACY_PATH, legacyStepUrl, step } from '../test-support/registration-flow';
import { expectStepValues, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { journeyPath, legacyJourneyPath } from '../test-support/registration-path';
import { sandboxApplication } from '../test-support/sandbox-client';
import { seed } from '../test-support/sandbox-seed';

test.describe.configure({ mode: 'parallel' });

test('the older path: ?step=property-info works and Continue goes to ?step=sale-status', async ({ page }) => {
  const answers = answersFor('CA');
  const [first, second] = journeyPath(answers);
  expect(step(first!).legacyStep).toBe('property-info');
  expect(step(second!).legacyStep).toBe('sale-status');

  await page.goto(startUrl('MERIDIAN', { step: 'property-info' }, { path: LEGACY_PATH }));
  await walk(page, answers, { legacy: true, until: second });
  await expect(page).toHaveURL(`${LEGACY_PATH}?step=sale-status&org=MERIDIAN`);
  // Back returns to the older path's first step with the answers kept.
  await page.getByRole('link', { name: copy.buttons.back }).click();
  await expectStep(page, first!, answers);
  await expect(page).toHaveURL(legacyStepUrl(first!));
  await expectStepValues(page, first!, answers);
});

test('the older path skips contact-info when the affiliate prepop already gave email and phone', async ({
  page,
  request,
}) => {
  const affiliate = seed.affiliates.find((a) => a.affiliateId === 'homeloop' && a.token === 'hl-ca-0001')!;
  // Only what the prepop does not carry; the rest must already be on the form.
  // Known before the contact step (any non-empty phone makes legacySkipWhen match).
  const prefilled: Answers = { email: affiliate.data.email, phoneNumber: affiliate.data.phone };
  const answers: Answers = {
    ...prefilled,
    propertyAddress: { occupancyType: 'HOME' },
    isListedForSale: false,
    income: { employmentType: 'FULL_TIME' },
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termPrivacyConsent: true,
    communicationConsent: true,
  };
  const legacyPath = legacyJourneyPath(answers);
  expect(legacyPath).not.toContain('phone-and-email');
  expect(journeyPath(answers)).toContain('phone-and-email');

  await page.goto(
    startUrl(
      'MERIDIAN',
      { step: 'property-info', affiliateId: affiliate.affiliateId, token: affiliate.token },
      { path: LEGACY_PATH },
    ),
  );
  await expectStep(page, 'property', answers);
  await expect(page).toHaveURL(legacyStepUrl('property'));
  expect(['affiliateId', 'token'].filter((p) => new URL(page.url()).searchParams.has(p))).toEqual([]);
  await expectStepValues(page, 'property', {
    propertyAddress: {
      street1: affiliate.data.address.street1,
      city: affiliate.data.address.city,
      state: affiliate.data.address.state,
      zip: affiliate.data.address.zip,
    },
  });

  // Walk it, without typing the email or phone (the answers leave them to the prepop).
  const { email: _email, phoneNumber: _phone, ...typed } = answers;
  await walk(page, typed, { legacy: true, until: 'birthdate' });
  await expectStepValues(page, 'birthdate', {
    dob: affiliate.data.dob.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'),
  });
  await submitButton(page, 'birthdate').click();
  await expectStep(page, 'set-password', answers);
  await expect(page).toHaveURL(legacyStepUrl('set-password'));
  await fillStep(page, 'set-password', answers);
  await submitButton(page, 'set-password').click();

  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
  const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
  const record = await sandboxApplication(request, uuid);
  expect(record.email).toBe(affiliate.data.email);
  expect(record.application.uuid).toBe(uuid);
});

test('the older path asks an INVESTMENT borrower for the home address', async ({ page }) => {
  const answers = answersFor('CA', { propertyAddress: { occupancyType: 'INVESTMENT' } });
  await page.goto(startUrl('MERIDIAN', { step: 'property-info' }, { path: LEGACY_PATH }));
  await expectStep(page, 'property', answers);
  await fillStep(page, 'property', answers);
  await submitButton(page, 'property').click();
  await expectStep(page, 'home-address', answers);
});
