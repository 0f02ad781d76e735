import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { answersFor, PASSWORD } from '../test-support/borrower-answers';
import { watchCsp } from '../test-support/page-checks';
import { PORT } from '../test-support/port';
import { expectStepValues, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, storedDraft, walk } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';

const ORG = 'GRANITE_TRUST';
// A lender the deep specs do not use, reached by its host name (its token is kept on that origin).
const SITE = `http://granitetrust.localhost:${PORT}`;

test('the session is revoked while the last registration step is filled: submit asks to sign in again, and the borrower finds the step and its answers where they left them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Signed in: the last step asks for no password.
  const answers = Object.fromEntries(
    Object.entries(answersFor('MA')).filter(([key]) => key !== 'password' && key !== 'confirmPassword'),
  );
  const email = String(answers.email);
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const options = { orgCode: ORG, signedIn: true };
  const path = journeyPath(answers, options);
  const last = path[path.length - 1]!;
  const csp = watchCsp(page);

  await page.goto(`${SITE}/terms`);
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
  await page.goto(`${SITE}/account/heloc/register-v2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { ...options, until: last });
  await fillStep(page, last, answers);
  const stepUrl = page.url();

  // The session ends on the back end (revoked) while the form is on screen.
  const revoked = await request.post(`/identity-broker/customer/secure/api/v3/logout`, {
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await submitButton(page, last).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(new URL(stepUrl).pathname);
  expect(await storedDraft(page)).not.toBeNull();
  await expectNoAxeViolationsInMain(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectStep(page, last, answers, options);
  await expectStepValues(page, last, answers);
  expect(csp).toEqual([]);
});
