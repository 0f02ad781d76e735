import { expect, test } from '@playwright/test';
import { answersFor } from '../test-support/borrower-answers';
import { featureFlag, flagOn, overrideFlags } from '../test-support/feature-flags';
import { control, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { copy } from '../test-support/registration-flow';
import { fill } from '../test-support/strings';

// Flags are changed for one page only (its feature-flag answer), never in the shared sandbox.
test.describe.configure({ mode: 'parallel' });

const NY_MODAL_FLAG = 'fe-heloc-figure-ny-modal';
const SMS_FLAG = 'fe-heloc-sms-transactional-consent';

test('with the New York modal flag off, MERIDIAN shows no modal for a New York property: its states answer stops it instead', async ({
  page,
}) => {
  expect(featureFlag(NY_MODAL_FLAG).default).toBe(true);
  expect(flagOn('MERIDIAN', NY_MODAL_FLAG)).toBe(true);
  await overrideFlags(page, { [NY_MODAL_FLAG]: false });
  const answers = answersFor('NY');
  await page.goto(startUrl('MERIDIAN'));
  await expectStep(page, 'property');
  await fillStep(page, 'property', answers);
  await submitButton(page, 'property').click();
  // MERIDIAN does not lend in New York (states-eligibility), so the property step says so in place.
  const title = fill(copy.eligibility.stateNotServed.title, { stateName: 'New York' });
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with the SMS transactional consent flag off, its checkbox is not shown', async ({ page }) => {
  await overrideFlags(page, { [SMS_FLAG]: false });
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answersFor('CA'), { until: 'set-password' });
  await expect(control(page, 'set-password', '/smsMarketingConsent')).toBeVisible();
  await expect(control(page, 'set-password', '/smsTransactionalConsent')).toHaveCount(0, { timeout: 2_000 });
});
