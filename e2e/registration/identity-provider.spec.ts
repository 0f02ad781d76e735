import { expect, test } from '@playwright/test';
import { progressFor } from '../../src/core/registration';
import { answersFor, uniqueEmail } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy } from '../test-support/registration-flow';
import { fillStep, submitButton } from '../test-support/registration-form';
import { startUrl, walk } from '../test-support/registration-journey';
import { journeyContext, type JourneyOptions } from '../test-support/registration-path';
import { fill } from '../test-support/strings';

/**
 * A lender that signs its borrowers in with its identity provider (manifest authMode): the
 * legal-name, birthdate and phone-and-email steps leave the progress bar (borrower-journey.md
 * section 2), the submit page sets no password, and the account is made without one.
 */
test('ANCHOR_POINT_BANK (identity provider): fewer steps on the bar, no password, the application is made', async ({
  page,
  request,
}) => {
  const orgCode = 'ANCHOR_POINT_BANK';
  expect(brand(orgCode).authMode).toBe('identity-provider');
  const options: JourneyOptions = { orgCode };
  const email = uniqueEmail();
  const answers = answersFor(brand(orgCode).statesServed[0]!, { email });
  const ctx = journeyContext(answers, options);
  const progress = (key: string) => fill(copy.progress.label, progressFor(key, ctx));

  await page.goto(startUrl(orgCode));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { ...options, until: 'legal-name' });
  // The steps the identity provider stands for stay on the path but are not counted.
  const onLegalName = progressFor('legal-name', ctx);
  const onSubmit = progressFor('set-password', ctx);
  await expect(page.getByText(progress('legal-name'), { exact: true })).toBeVisible();
  await walk(page, answers, { ...options, from: 'legal-name', until: 'set-password' });
  await expect(page.getByText(progress('set-password'), { exact: true })).toBeVisible();
  expect(onSubmit.position).toBe(onLegalName.position + 1);

  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  // Nothing to type for a password: only the consents are answered.
  const { password: _password, confirmPassword: _confirm, ...consents } = answers as Record<string, unknown>;
  await fillStep(page, 'set-password', consents as typeof answers);
  await submitButton(page, 'set-password').click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\//, { timeout: 30_000 });

  const { identities } = (await (await request.get('/__sandbox/identities')).json()) as {
    identities: { organizationCode: string; email: string }[];
  };
  expect(identities.find((i) => i.email === email)).toMatchObject({ organizationCode: orgCode });
});
