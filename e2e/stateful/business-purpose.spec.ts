import { expect, test } from '@playwright/test';
import { valueAt } from '../../src/core/json-pointer';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { APPLICATION_URL, applicationCopy, applicationPath, screens } from '../test-support/application';
import { words } from '../test-support/application-steps';
import { answersFor } from '../test-support/borrower-answers';
import { featureFlag, flagOn } from '../test-support/feature-flags';
import { step, stepUrl } from '../test-support/registration-flow';
import { control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { startUrl, walk } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';
import { forceStatus, sandboxApplication } from '../test-support/sandbox-client';
import { fill } from '../test-support/strings';

const FLAG = 'fe-heloc-business-purpose';
const ORG = 'MERIDIAN';
const STEP = 'business-purpose';
/** The sandbox's title of the document a business-purpose line adds to the disclosures. */
const CERTIFICATION = 'Business Purpose Certification';

// The flag is turned on in the sandbox every page shares, so this runs after the shared project and
// puts the overrides back as they were.
test.describe.configure({ mode: 'serial' });
let before: Record<string, boolean> = {};
test.beforeEach(async ({ request }) => {
  before = (await (await request.get('/__sandbox/flags')).json()) as Record<string, boolean>;
  expect((await request.put('/__sandbox/flags', { data: { [FLAG]: true } })).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect((await request.delete('/__sandbox/flags')).ok()).toBe(true);
  if (Object.keys(before).length > 0) expect((await request.put('/__sandbox/flags', { data: before })).ok()).toBe(true);
});

test('with the flag on, registration asks about a business purpose; a yes reaches the application, its summary and its disclosures', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(featureFlag(FLAG).default).toBe(false);
  expect(flagOn(ORG, FLAG)).toBe(false);
  const options = { orgCode: ORG, flags: { [FLAG]: true } };
  const answers = answersFor('CA', { businessPurpose: true });
  const path = journeyPath(answers, options);
  expect(path.slice(path.indexOf('annual-income'), path.indexOf('annual-income') + 3)).toEqual([
    'annual-income',
    STEP,
    'legal-name',
  ]);

  await page.goto(startUrl(ORG));
  await walk(page, answers, { ...options, until: STEP });
  await expect(page).toHaveURL(stepUrl(STEP));
  await expect(page.getByText(step(STEP).help, { exact: true })).toBeVisible();
  // Required: Continue without an answer names the field.
  const question = control(page, STEP, '/businessPurpose');
  await submitButton(page, STEP).click();
  const required = valueAt(step(STEP).schema, '/errorMessage/required/businessPurpose') as string;
  await expectFieldError(page, question, required);
  await expectNoAxeViolations(page);
  // The error moved focus to the question: answer yes there, then walk on from the next step.
  await fillStep(page, STEP, answers);
  await submitButton(page, STEP).click();
  await walk(page, answers, { ...options, from: 'legal-name' });

  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 30_000 });
  const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
  expect((await sandboxApplication(request, uuid)).application.businessPurpose).toBe(true);

  // The application summary shows the answer, in the flow's words.
  await forceStatus(request, uuid, 'APP_SUBMISSION');
  await page.goto(`${applicationPath(uuid)}?org=${ORG}`);
  const summary = screens['start/app-summary']!;
  await expect(page.getByRole('heading', { level: 1, name: summary.title })).toBeVisible({ timeout: 20_000 });
  const line = summary.intro!.find((text) => text.includes('{businessPurpose}'))!;
  await expect(
    page.getByText(fill(line, { businessPurpose: applicationCopy.answers.yes }), { exact: true }),
  ).toBeVisible();

  // The disclosures the borrower reviews and accepts include the certification.
  await page.goto(`${applicationPath(uuid, 'document/disclosures')}?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: screens['document/disclosures']!.title })).toBeVisible({
    timeout: 20_000,
  });
  const view = fill(words('document/disclosures').view!, { title: CERTIFICATION });
  await expect(page.getByRole('button', { name: view, exact: true })).toBeVisible({ timeout: 30_000 });
});
