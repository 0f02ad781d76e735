import { expect, test, type Page } from '@playwright/test';
import { brand } from '../test-support/brands';
import { answersFor, merge, usDate, type Answers } from '../test-support/borrower-answers';
import { featureFlag, flagOn } from '../test-support/feature-flags';
import { copy, shellCopy, stepUrl } from '../test-support/registration-flow';
import { followErrorSummary } from '../test-support/error-summary';
import { control, expectFieldError, fillStep, focusTarget, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { requiredMessages, ruleMessage, ruleParams, schemaMessage } from '../test-support/registration-messages';
import { journeyPath } from '../test-support/registration-path';
import { containing } from '../test-support/strings';

test.describe.configure({ mode: 'parallel' });

/** An INVESTMENT property, so the path has every step of the flow (home-address too). */
const EVERY_STEP = answersFor('CA', {
  propertyAddress: { occupancyType: 'INVESTMENT' },
  homeAddress: { street1: '88 Willow Bend Road', city: 'Sacramento', state: 'CA', zip: '95818' },
});

test('every step, submitted empty, names each required field and its summary leads to the first', async ({ page }) => {
  const path = journeyPath(EVERY_STEP);
  await page.goto(startUrl('MERIDIAN'));
  for (const key of path) {
    await expectStep(page, key, EVERY_STEP);
    await submitButton(page, key).click();
    const expected = requiredMessages(key);
    expect(expected.length, `step ${key} has required fields`).toBeGreaterThan(0);
    for (const { pointer, message } of expected) await expectFieldError(page, control(page, key, pointer), message);
    await followErrorSummary(page, expected[0]!.message, focusTarget(page, key, expected[0]!.pointer));
    await expect(page).toHaveURL(stepUrl(key));
    if (key === path.at(-1)) break;
    await fillStep(page, key, EVERY_STEP);
    await submitButton(page, key).click();
  }
});

interface Case {
  name: string;
  answers: Answers;
  pointer: string;
  message: string;
}

/**
 * Each case: the step's valid answers with one field made bad, Continue, then the message on that
 * field (tied to it), the error summary's link to it, and the step still on screen.
 */
async function runCases(page: Page, stepKey: string, valid: Answers, cases: Case[]): Promise<void> {
  for (const c of cases) {
    await test.step(c.name, async () => {
      await fillStep(page, stepKey, merge(valid, c.answers));
      await submitButton(page, stepKey).click();
      await expectFieldError(page, control(page, stepKey, c.pointer), c.message);
      await followErrorSummary(page, c.message, focusTarget(page, stepKey, c.pointer));
      await expect(page).toHaveURL(stepUrl(stepKey));
    });
  }
}

test('property address: zip, street, city and state checks', async ({ page }) => {
  const valid = answersFor('CA');
  await page.goto(startUrl('MERIDIAN'));
  await expectStep(page, 'property');
  await runCases(page, 'property', valid, [
    {
      name: 'four-digit zip',
      answers: { propertyAddress: { zip: '9511' } },
      pointer: '/propertyAddress/zip',
      message: schemaMessage('property', '/propertyAddress/zip'),
    },
    {
      name: 'zip with a letter',
      answers: { propertyAddress: { zip: '9511A' } },
      pointer: '/propertyAddress/zip',
      message: schemaMessage('property', '/propertyAddress/zip'),
    },
    {
      name: 'single-word street',
      answers: { propertyAddress: { street1: 'Main' } },
      pointer: '/propertyAddress/street1',
      message: ruleMessage('property', 'street-words', 'invalid'),
    },
    {
      name: 'city with digits',
      answers: { propertyAddress: { city: 'San Jose 2' } },
      pointer: '/propertyAddress/city',
      message: schemaMessage('property', '/propertyAddress/city'),
    },
  ]);
  // The last case leaves a bad city; with a good one the step goes on.
  await fillStep(page, 'property', valid);
  await submitButton(page, 'property').click();
  await expectStep(page, 'for-sale', valid);
});

test('property address: a state that is not a US state code (from a stored draft) is refused', async ({ page }) => {
  // The state is a select, so a bad code can only come from outside the form: a draft saved by an older version.
  const draft = answersFor('CA', { propertyAddress: { state: 'ZZ' } });
  await page.addInitScript((data) => window.sessionStorage.setItem('heloc-registration', JSON.stringify(data)), {
    propertyAddress: draft.propertyAddress,
  });
  await page.goto(startUrl('MERIDIAN'));
  await expectStep(page, 'property', draft);
  await submitButton(page, 'property').click();
  await expectFieldError(
    page,
    control(page, 'property', '/propertyAddress/state'),
    schemaMessage('property', '/propertyAddress/state', 'enum'),
  );
  await followErrorSummary(
    page,
    schemaMessage('property', '/propertyAddress/state', 'enum'),
    focusTarget(page, 'property', '/propertyAddress/state'),
  );
});

test('a zip in a declared disaster area shows the inspection warning, which does not block', async ({ page }) => {
  const fires = ruleParams<{ flag: string; variable: string }>('property', 'disaster-zip');
  expect(flagOn('MERIDIAN', fires.flag)).toBe(true);
  const zip = (featureFlag(fires.flag).variables![fires.variable] as string[])[0]!;
  const answers = answersFor('CA', { propertyAddress: { zip } });
  await page.goto(startUrl('MERIDIAN'));
  await expectStep(page, 'property');
  await fillStep(page, 'property', answers);
  const zipField = control(page, 'property', '/propertyAddress/zip');
  const warning = ruleMessage('property', 'disaster-zip', 'inspection');
  await zipField.blur();
  // Shown as the zip is entered (the flow's rules need no more than the flags): no Continue before
  // it, since a warning does not hold the borrower and a Continue could leave the step first.
  await expect(zipField).toHaveAccessibleDescription(containing(warning));
  // A warning describes the field without making it invalid, and the borrower may go on.
  await expect(zipField).not.toHaveAttribute('aria-invalid', 'true');
  await submitButton(page, 'property').click();
  await expect(page).toHaveURL(stepUrl('for-sale'));
});

test('annual income: unemployed, over the maximum, and the low-income confirmation', async ({ page }) => {
  const valid = answersFor('CA');
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, valid, { until: 'annual-income' });
  await runCases(page, 'annual-income', valid, [
    {
      name: 'unemployed',
      answers: { income: { employmentType: 'UNEMPLOYED' } },
      pointer: '/income/employmentType',
      message: schemaMessage('annual-income', '/income/employmentType', 'not'),
    },
    {
      name: 'income over the maximum',
      answers: { income: { income: 10_000_000 } },
      pointer: '/income/income',
      message: schemaMessage('annual-income', '/income/income', 'maximum'),
    },
    {
      name: 'other income over the maximum',
      answers: { income: { otherIncome: 10_000_000 } },
      pointer: '/income/otherIncome',
      message: schemaMessage('annual-income', '/income/otherIncome', 'maximum'),
    },
  ]);

  // Below the threshold: a confirmation prompt, shown on every Continue until confirmed.
  const { threshold } = ruleParams<{ threshold: number }>('annual-income', 'income-confirm');
  const low = threshold - 3_000;
  const money = (n: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
  const amount = money(low);
  await fillStep(page, 'annual-income', merge(valid, { income: { income: low, otherIncome: null } }));
  const prompt = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: copy.incomeConfirm.title }) });
  for (let attempt = 0; attempt < 2; attempt++) {
    await submitButton(page, 'annual-income').click();
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(ruleMessage('annual-income', 'income-confirm', 'prompt', { amount }));
    await expect(page).toHaveURL(stepUrl('annual-income'));
  }
  await prompt.getByRole('button', { name: copy.incomeConfirm.edit }).click();
  await expect(prompt).toBeHidden();
  await submitButton(page, 'annual-income').click();
  await prompt.getByRole('button', { name: copy.incomeConfirm.confirm }).click();
  await expectStep(page, 'legal-name', valid);

  // A changed amount needs its own confirmation.
  await page.getByRole('link', { name: copy.buttons.back }).click();
  await expectStep(page, 'annual-income', valid);
  const lower = low - 1_000;
  await control(page, 'annual-income', '/income/income').fill('');
  await control(page, 'annual-income', '/income/income').pressSequentially(String(lower));
  await submitButton(page, 'annual-income').click();
  await expect(prompt).toContainText(
    ruleMessage('annual-income', 'income-confirm', 'prompt', { amount: money(lower) }),
  );
  await expect(page).toHaveURL(stepUrl('annual-income'));
});

test('legal name: too short and unsupported characters', async ({ page }) => {
  const valid = answersFor('CA');
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, valid, { until: 'legal-name' });
  await runCases(page, 'legal-name', valid, [
    {
      name: 'one-letter first name',
      answers: { name: { firstName: 'A' } },
      pointer: '/name/firstName',
      message: schemaMessage('legal-name', '/name/firstName', 'minLength'),
    },
    {
      name: 'first name with a digit',
      answers: { name: { firstName: 'Av3ry' } },
      pointer: '/name/firstName',
      message: schemaMessage('legal-name', '/name/firstName', 'pattern'),
    },
    {
      name: 'one-letter last name',
      answers: { name: { lastName: 'Q' } },
      pointer: '/name/lastName',
      message: ruleMessage('legal-name', 'pattern-by-environment', 'tooShort'),
    },
    {
      name: 'last name with an underscore',
      answers: { name: { lastName: 'Quin_lan' } },
      pointer: '/name/lastName',
      message: ruleMessage('legal-name', 'pattern-by-environment', 'unsupported'),
    },
  ]);
});

const yearsAgo = (years: number, days = 0) => {
  const now = new Date();
  return new Date(now.getFullYear() - years, now.getMonth(), now.getDate() - days);
};

test('date of birth: under 18, not a date, before 1900', async ({ page }) => {
  const valid = answersFor('CA');
  const { default: minimumAge, minYear } = ruleParams<{ default: number; minYear: number }>('birthdate', 'minimum-age');
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, valid, { until: 'birthdate' });
  const invalid = ruleMessage('birthdate', 'minimum-age', 'invalid');
  await runCases(page, 'birthdate', valid, [
    {
      name: `under ${minimumAge}`,
      answers: { dob: usDate(yearsAgo(minimumAge - 1)) },
      pointer: '/dob',
      message: ruleMessage('birthdate', 'minimum-age', 'tooYoung', { age: minimumAge }),
    },
    { name: 'a day that does not exist', answers: { dob: '02/30/1990' }, pointer: '/dob', message: invalid },
    {
      name: 'not a date at all',
      answers: { dob: '1990' },
      pointer: '/dob',
      message: schemaMessage('birthdate', '/dob'),
    },
    { name: `the year before ${minYear}`, answers: { dob: `12/31/${minYear - 1}` }, pointer: '/dob', message: invalid },
    { name: 'a date in the future', answers: { dob: usDate(yearsAgo(0, -2)) }, pointer: '/dob', message: invalid },
  ]);
});

test('date of birth: Alabama needs an older borrower', async ({ page }) => {
  const { default: minimumAge, byState } = ruleParams<{ default: number; byState: Record<string, number> }>(
    'birthdate',
    'minimum-age',
  );
  const [state, age] = Object.entries(byState)[0]!;
  expect(brand('MERIDIAN').statesServed).toContain(state);
  expect(age).toBeGreaterThan(minimumAge);
  // Old enough anywhere else, a month past the birthday.
  const dob = usDate(yearsAgo(minimumAge, 30));
  const answers = answersFor(state, { dob });
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, answers, { until: 'birthdate' });
  await runCases(page, 'birthdate', answers, [
    {
      name: `${minimumAge} in ${state}`,
      answers: {},
      pointer: '/dob',
      message: ruleMessage('birthdate', 'minimum-age', 'tooYoung', { age }),
    },
  ]);
});

test('phone and email: country code, area code 0, short number, bad email', async ({ page }) => {
  const valid = answersFor('CA');
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, valid, { until: 'phone-and-email' });
  await runCases(page, 'phone-and-email', valid, [
    {
      name: 'phone starting with 1',
      answers: { phoneNumber: '14155550142' },
      pointer: '/phoneNumber',
      message: schemaMessage('phone-and-email', '/phoneNumber', 'not'),
    },
    {
      // No area code starts with 0 (NANP); the lender's contract refuses one, so the step does.
      name: 'phone whose area code starts with 0',
      answers: { phoneNumber: '(055) 123-4567' },
      pointer: '/phoneNumber',
      message: schemaMessage('phone-and-email', '/phoneNumber', 'pattern'),
    },
    {
      name: 'a 13-character phone',
      answers: { phoneNumber: '(415) 555-014' },
      pointer: '/phoneNumber',
      message: schemaMessage('phone-and-email', '/phoneNumber', 'pattern'),
    },
    {
      name: 'email without a domain dot',
      answers: { email: 'pat@example' },
      pointer: '/email',
      message: schemaMessage('phone-and-email', '/email'),
    },
    {
      name: 'email with a space',
      answers: { email: 'pat quinlan@example.com' },
      pointer: '/email',
      message: schemaMessage('phone-and-email', '/email'),
    },
  ]);
  await expect(control(page, 'phone-and-email', '/phoneNumber')).toHaveValue('(415) 555-0142');
});

test('password: weak shows the message and the strength meter; a mismatch is named', async ({ page }) => {
  const valid = answersFor('CA');
  const params = ruleParams<{ minLength: number; specials: string }>('set-password', 'password-strength');
  await page.goto(startUrl('MERIDIAN'));
  await walk(page, valid, { until: 'set-password' });

  const weak = 'abc';
  await runCases(page, 'set-password', valid, [
    {
      name: 'weak password',
      answers: { password: weak, confirmPassword: weak },
      pointer: '/password',
      message: ruleMessage('set-password', 'password-strength', 'weak'),
    },
  ]);
  const password = control(page, 'set-password', '/password');
  const meter = page.getByRole('meter', { name: shellCopy.form.passwordStrength }).first();
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  // The rules still unmet are listed under the meter and describe the field.
  for (const key of ['length', 'uppercase', 'digit', 'special']) {
    await expect(password).toHaveAccessibleDescription(
      containing(ruleMessage('set-password', 'password-strength', key, params)),
    );
  }
  await expect(password).not.toHaveAccessibleDescription(
    containing(ruleMessage('set-password', 'password-strength', 'lowercase', params)),
  );

  await runCases(page, 'set-password', valid, [
    {
      name: 'confirmation differs',
      answers: { confirmPassword: `${valid.password as string}x` },
      pointer: '/confirmPassword',
      message: ruleMessage('set-password', 'password-match', 'mismatch'),
    },
  ]);
  await expect(page.getByRole('meter', { name: shellCopy.form.passwordStrength }).first()).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
});
