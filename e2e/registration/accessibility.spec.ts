import { expect, test } from '@playwright/test';
import { brand } from '../test-support/brands';
import { expectNoAxeViolations, expectNoAxeViolationsInMain } from '../test-support/accessibility';
import { answersFor } from '../test-support/borrower-answers';
import { followErrorSummary } from '../test-support/error-summary';
import { expectPageReady, watchCsp } from '../test-support/page-checks';
import { copy } from '../test-support/registration-flow';
import { control, fillStep, focusTarget, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk, type Via } from '../test-support/registration-journey';
import { requiredMessages } from '../test-support/registration-messages';
import { journeyPath, stepTitle } from '../test-support/registration-path';
import { LOAN_OFFICERS } from '../test-support/sandbox-seed';

test.describe.configure({ mode: 'parallel' });

// An INVESTMENT property, so the home-address step is on the path too.
const EVERY_STEP = answersFor('CA', {
  propertyAddress: { occupancyType: 'INVESTMENT' },
  homeAddress: { street1: '88 Willow Bend Road', city: 'Sacramento', state: 'CA', zip: '95818' },
});
const PATH = journeyPath(EVERY_STEP);
// A few steps per test, so the axe runs spread over the workers.
const CHUNKS = [PATH.slice(0, 3), PATH.slice(3, 6), PATH.slice(6)].filter((c) => c.length > 0);

for (const chunk of CHUNKS) {
  test(`MERIDIAN: steps ${chunk.join(', ')}, empty and with errors shown, have no axe or CSP violation`, async ({
    page,
  }) => {
    const csp = watchCsp(page);
    await page.goto(startUrl('MERIDIAN'));
    await expectPageReady(page, stepTitle(PATH[0]!, EVERY_STEP));
    if (chunk[0] === PATH[0]) await expectNoAxeViolations(page);
    else await walk(page, EVERY_STEP, { until: chunk[0] });
    for (const key of chunk) {
      await test.step(key, async () => {
        await expectStep(page, key, EVERY_STEP);
        await expectNoAxeViolationsInMain(page);
        await submitButton(page, key).click();
        await expect(control(page, key, requiredMessages(key)[0]!.pointer)).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolationsInMain(page);
        if (key !== PATH.at(-1)) {
          await fillStep(page, key, EVERY_STEP);
          await submitButton(page, key).click();
        }
      });
    }
    expect(csp).toEqual([]);
  });
}

test('MERIDIAN: the low-income prompt and the password rules have no axe violation', async ({ page }) => {
  const answers = answersFor('CA', { income: { income: 9000 } });
  const csp = watchCsp(page);
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answers, { until: 'annual-income' });
  await fillStep(page, 'annual-income', answers);
  await submitButton(page, 'annual-income').click();
  const prompt = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: copy.incomeConfirm.title }) });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolationsInMain(page);
  await prompt.getByRole('button', { name: copy.incomeConfirm.confirm }).click();

  await walk(page, answers, { from: 'legal-name', until: 'set-password' });
  await fillStep(page, 'set-password', { password: 'short', confirmPassword: 'other' });
  await submitButton(page, 'set-password').click();
  await expect(control(page, 'set-password', '/password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsInMain(page);
  expect(csp).toEqual([]);
});

const FIRST_STEP_BRANDS: { orgCode: string; via: Via }[] = [
  { orgCode: 'CEDAR_VALLEY_FCU', via: 'host' },
  { orgCode: 'MERIDIAN_NY', via: 'query' },
  { orgCode: 'PIONEER_PLAINS_BANK', via: 'query' },
];

for (const { orgCode, via } of FIRST_STEP_BRANDS) {
  test(`${orgCode} (${via}): the first step, empty and with errors, has no axe or CSP violation`, async ({ page }) => {
    const csp = watchCsp(page);
    const params = brand(orgCode).referral.loanOfficerRequired ? { referrer: LOAN_OFFICERS.open } : undefined;
    await page.goto(startUrl(orgCode, params, { via }));
    await expectPageReady(page, stepTitle('property', {}, { orgCode }));
    await expectNoAxeViolations(page);
    await submitButton(page, 'property').click();
    const [first] = requiredMessages('property');
    await followErrorSummary(page, first!.message, focusTarget(page, 'property', first!.pointer));
    await expectNoAxeViolationsInMain(page);
    expect(csp).toEqual([]);
  });
}
