import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { answersFor, PASSWORD } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { watchCsp } from '../test-support/page-checks';
import { copy, stepUrl } from '../test-support/registration-flow';
import { submitButton } from '../test-support/registration-form';
import { fillUpToSubmit, storedDraft } from '../test-support/registration-journey';
import { applicationsOf, injectFault, CLIENT_PATH_FAULTS } from '../test-support/sandbox-client';
import { fill } from '../test-support/strings';

// Faults on the registration calls (borrower-journey.md, 'Registration failure'): any error but
// the two the spec names sends the borrower to /dashboard, and the half-filled application waits
// in the tab (never the password); 'identity exists' opens the account-exists modal on the last
// step. Faults are sandbox state every page shares: stateful project, serial, cleared after each.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/faults');
});

const ORG = 'GRANITE_TRUST';
const REGISTER = '/identity/api/v1/registration/register';
const IDENTITY = '/identity/secure/api/v1_1/identity';

for (const [name, fault] of CLIENT_PATH_FAULTS) {
  test(`identity registration (POST ${REGISTER}) answered with ${name}: the borrower is sent to /dashboard (the spec's 'any other error'), no application is made, and the answers wait in the tab without the password`, async ({
    page,
    request,
  }) => {
    const answers = answersFor('MA');
    const csp = watchCsp(page);
    const last = await fillUpToSubmit(page, ORG, answers);
    await injectFault(request, 'POST', REGISTER, fault);
    await submitButton(page, last).click();
    await expect(page).toHaveURL(/\/dashboard|\/auth\/login/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(await applicationsOf(request, String(answers.email))).toHaveLength(0);
    const draft = await storedDraft(page);
    expect(draft).toContain(String(answers.email));
    expect(draft).not.toContain(PASSWORD);
    expect(csp).toEqual([]);
  });
}

test(`identity registration answered, but the new identity cannot be read (GET ${IDENTITY} answered with 500): the account-exists modal opens on the last step, axe-clean, and the step keeps its answers`, async ({
  page,
  request,
}) => {
  const answers = answersFor('MA');
  const csp = watchCsp(page);
  const last = await fillUpToSubmit(page, ORG, answers);
  await injectFault(request, 'GET', IDENTITY, { status: 500 });
  await submitButton(page, last).click();
  const modal = copy.modals.accountExists!;
  const values = { displayName: brand(ORG).displayName };
  const dialog = page.getByRole('dialog', { name: fill(modal.title, values) });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(stepUrl(last));
  await dialog.getByRole('button', { name: fill(modal.dismiss, values) }).click();
  await expect(dialog).toBeHidden();
  await expect(submitButton(page, last)).toBeFocused();
  expect(await applicationsOf(request, String(answers.email))).toHaveLength(0);
  expect(csp).toEqual([]);
});
