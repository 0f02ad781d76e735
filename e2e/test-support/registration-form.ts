/** Drives a step's form as a borrower does: controls found by role and accessible name, answers typed or picked. */
import { expect, type Locator, type Page } from '@playwright/test';
import { valueAt } from '../../src/core/json-pointer';
import type { Answers } from './borrower-answers';
import { field, fieldLabel, optionLabel, step, stepFields, type FieldInfo } from './registration-flow';
import { escapeRegExp } from './strings';

/** The control a borrower uses for a field, found by role and accessible name. */
export function control(page: Page, stepKey: string, pointer: string): Locator {
  const f = field(stepKey, pointer);
  const name = fieldLabel(f);
  switch (f.widget) {
    case 'radio':
    case 'yes-no':
      return page.getByRole('radiogroup', { name, exact: true });
    case 'select':
      return page.getByRole('combobox', { name, exact: true });
    case 'checkbox':
      return page.getByRole('checkbox', { name, exact: true });
    default:
      return page.getByRole('textbox', { name, exact: true });
  }
}

/** For radio groups: the radio of one answer. */
export function choice(page: Page, stepKey: string, pointer: string, value: unknown): Locator {
  return control(page, stepKey, pointer).getByRole('radio', {
    name: optionLabel(field(stepKey, pointer), value),
    exact: true,
  });
}

/** Types the step's answers into its fields (only the fields the answers name), as a borrower would. */
export async function fillStep(page: Page, stepKey: string, answers: Answers): Promise<void> {
  for (const f of stepFields(stepKey)) {
    const value = valueAt(answers, f.pointer);
    if (value === undefined) continue;
    const target = control(page, stepKey, f.pointer);
    switch (f.widget) {
      case 'radio':
      case 'yes-no':
        await choice(page, stepKey, f.pointer, value).check();
        break;
      case 'select':
        await target.selectOption(value === null || value === '' ? { index: 0 } : { label: optionLabel(f, value) });
        break;
      case 'checkbox':
        await target.setChecked(value === true);
        break;
      default:
        await target.fill(value === null ? '' : String(value));
    }
  }
}

/** What a field shows for an answer (money and phone fields format what was typed). */
function shownValue(f: FieldInfo, value: unknown): string {
  if (f.widget === 'money' && typeof value === 'number')
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      value,
    );
  return String(value);
}

/** Each answered field of the step shows the answer. */
export async function expectStepValues(page: Page, stepKey: string, answers: Answers): Promise<void> {
  for (const f of stepFields(stepKey)) {
    const value = valueAt(answers, f.pointer);
    if (value === undefined) continue;
    const target = control(page, stepKey, f.pointer);
    switch (f.widget) {
      case 'radio':
      case 'yes-no':
        await expect(choice(page, stepKey, f.pointer, value), f.pointer).toBeChecked();
        break;
      case 'select':
        await expect(target.locator('option:checked'), f.pointer).toHaveText(optionLabel(f, value));
        break;
      case 'checkbox':
        await expect(target, f.pointer).toBeChecked({ checked: value === true });
        break;
      default:
        await expect(target, f.pointer).toHaveValue(shownValue(f, value));
    }
  }
}

/**
 * The field shows the message and it is tied to its control: aria-invalid, and aria-describedby
 * names the element that holds the message.
 */
export async function expectFieldError(page: Page, target: Locator, message: string): Promise<void> {
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const ids = ((await target.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(
    texts.some((t) => t?.includes(message)),
    `aria-describedby of the field (${ids.join(' ')}) names an element saying "${message}"`,
  ).toBe(true);
}

/** The control that receives focus for an invalid field (the first radio of a group). */
export function focusTarget(page: Page, stepKey: string, pointer: string): Locator {
  const f = field(stepKey, pointer);
  const target = control(page, stepKey, pointer);
  return f.widget === 'radio' || f.widget === 'yes-no' ? target.getByRole('radio').first() : target;
}

export function submitButton(page: Page, stepKey: string): Locator {
  return page.getByRole('button', { name: step(stepKey).submitLabel, exact: true });
}
