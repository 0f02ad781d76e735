import { expect, test, type Page } from '@playwright/test';
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy } from '../test-support/registration-flow';
import { fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';
import { fill } from '../test-support/strings';

test.describe.configure({ mode: 'parallel' });

// borrower-journey.md section 8, word for word.
const HAWAII_TITLE = 'Looks like you are applying with a property located in Hawaii.';

async function propertyInHawaii(page: Page, orgCode: string): Promise<void> {
  await page.goto(startUrl(orgCode, {}, { via: 'host' }));
  // The first load of a lender's host can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectStep(page, 'property', {}, { orgCode });
  await fillStep(page, 'property', answersFor('HI'));
  await submitButton(page, 'property').click();
}

test('a credit union whose manifest refers Hawaii shows the modal with its own partner', async ({ page }) => {
  const hawaii = brand('PACIFIC_CREST_CU').stateRestrictions.hawaii;
  expect(hawaii.refer).toBe(true);
  await propertyInHawaii(page, 'PACIFIC_CREST_CU');
  const dialog = page.getByRole('dialog', { name: HAWAII_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(hawaii.partnerName!);
  await expect(dialog.getByRole('link', { name: new RegExp(hawaii.partnerName!) })).toHaveAttribute(
    'href',
    hawaii.partnerUrl!,
  );
});

test('a bank whose manifest does not refer Hawaii shows no Hawaii modal', async ({ page }) => {
  const b = brand('GRANITE_TRUST');
  expect(b.stateRestrictions.hawaii).toEqual({ refer: false });
  expect(b.statesServed).not.toContain('HI');
  await propertyInHawaii(page, 'GRANITE_TRUST');
  // Hawaii is then a state like any other: the lender's states eligibility decides, and this bank
  // does not lend there, so the step says so and offers the waitlist instead of the referral.
  const values = { displayName: b.displayName, stateName: 'Hawaii' };
  await expect(
    page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: fill(copy.eligibility.stateNotServed.title, values) }) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: copy.eligibility.stateNotServed.action })).toBeVisible();
  await expect(page.getByRole('dialog', { name: HAWAII_TITLE })).toHaveCount(0);
});
