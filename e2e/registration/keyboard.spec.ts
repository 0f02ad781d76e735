import { expect, test } from '@playwright/test';
import { answersFor } from '../test-support/borrower-answers';
import { errorSummary } from '../test-support/error-summary';
import { stepUrl } from '../test-support/registration-flow';
import { choice, control, expectStepValues, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';

test('the first steps work from the keyboard alone, and each new step focuses its heading', async ({ page }) => {
  const answers = answersFor('CA');
  const property = answers.propertyAddress as { street1: string; city: string; state: string; zip: string };
  const field = (pointer: string) => control(page, 'property', pointer);
  await page.goto(startUrl('MERIDIAN'));
  await expectStep(page, 'property');

  // Tab from the heading into the form, typing each answer.
  await page.keyboard.press('Tab');
  await expect(field('/propertyAddress/street1')).toBeFocused();
  await page.keyboard.type(property.street1);
  await page.keyboard.press('Tab');
  await expect(field('/propertyAddress/street2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field('/propertyAddress/city')).toBeFocused();
  await page.keyboard.type(property.city);
  await page.keyboard.press('Tab');
  await expect(field('/propertyAddress/state')).toBeFocused();
  // A closed select answers to typed letters.
  await page.keyboard.type(property.state);
  await page.keyboard.press('Tab');
  await expect(field('/propertyAddress/zip')).toBeFocused();
  await page.keyboard.type(property.zip);

  // Into the radio group: Space selects, arrows move and select.
  await page.keyboard.press('Tab');
  const home = choice(page, 'property', '/propertyAddress/occupancyType', 'HOME');
  const second = choice(page, 'property', '/propertyAddress/occupancyType', 'SECONDARY');
  await expect(home).toBeFocused();
  await page.keyboard.press('Space');
  await expect(home).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(home).toBeChecked();
  // Shift+Tab leaves the group backwards; Tab comes back to the checked radio.
  await page.keyboard.press('Shift+Tab');
  await expect(field('/propertyAddress/zip')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(home).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submitButton(page, 'property')).toBeFocused();
  await expectStepValues(page, 'property', answers);
  await page.keyboard.press('Enter');

  // Step two: the heading has focus; the yes/no group by keyboard; Enter on the button.
  await expectStep(page, 'for-sale', answers);
  await expect(page).toHaveURL(stepUrl('for-sale'));
  await page.keyboard.press('Tab');
  const yes = choice(page, 'for-sale', '/isListedForSale', true);
  const no = choice(page, 'for-sale', '/isListedForSale', false);
  await expect(yes).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(no).toBeChecked();
  await expect(no).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submitButton(page, 'for-sale')).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, 'annual-income', answers);
  // Enter in a text field submits the step too; the error summary gets focus, Tab reaches its
  // first link and Enter on it goes back to the field.
  await page.keyboard.press('Tab');
  await expect(control(page, 'annual-income', '/income/income')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(control(page, 'annual-income', '/income/income')).toHaveAttribute('aria-invalid', 'true');
  await expect(errorSummary(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(control(page, 'annual-income', '/income/income')).toBeFocused();
});
