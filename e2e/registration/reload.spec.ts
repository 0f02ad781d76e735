import { expect, test } from '@playwright/test';
import { answersFor } from '../test-support/borrower-answers';
import { copy, flow, stepPath, stepUrl } from '../test-support/registration-flow';
import { control, expectStepValues, fillStep } from '../test-support/registration-form';
import { expectStep, startUrl, storedDraft, walk } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';

test.describe.configure({ mode: 'parallel' });

test('a reload keeps every answer but the password', async ({ page }) => {
  const answers = answersFor('CA', { name: { middleName: 'Jo', suffix: 'Jr' }, income: { otherIncome: 2500 } });
  const path = journeyPath(answers);
  const last = path.at(-1)!;
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answers, { until: last });
  await fillStep(page, last, { password: answers.password, confirmPassword: answers.confirmPassword });
  await expect(control(page, last, '/password')).toHaveValue(answers.password as string);

  await page.reload();
  await expectStep(page, last, answers);
  await expect(control(page, last, '/password')).toHaveValue('');
  await expect(control(page, last, '/confirmPassword')).toHaveValue('');
  const draft = await storedDraft(page);
  expect(draft).not.toBeNull();
  expect(draft).not.toContain(answers.password as string);

  // Back through every earlier step: each still shows its answers.
  for (const key of path.slice(0, -1).reverse()) {
    await page.getByRole('link', { name: copy.buttons.back }).click();
    await expectStep(page, key, answers);
    await expect(page).toHaveURL(stepUrl(key));
    await expectStepValues(page, key, answers);
  }
});

test('a later step opened without a property returns to the first step', async ({ page }) => {
  const to = flow.guard.to;
  await page.goto(`${stepPath('birthdate')}?org=MERIDIAN`);
  await expectStep(page, to);
  await expect(page).toHaveURL(stepUrl(to));
});
