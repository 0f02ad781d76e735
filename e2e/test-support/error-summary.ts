/** The error summary a failed submit draws above a form's fields, used as a borrower uses it. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { ShellCopy } from '../../src/generated/types/shell-copy';
import { readJson } from './read-json';

const words = readJson<ShellCopy>('flows/shell/copy.json').form;

/** The summary, named by its title (flows/shell/copy.json form.errorSummaryTitle). */
export function errorSummary(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: words.errorSummaryTitle, exact: true });
}

/**
 * After a failed submit the summary has focus; its link with the field's message (the same words)
 * leads to the field: `target` has focus after the click. Two fields may share their words (the
 * spec's 'Required'): the first such link is the first such field in page order.
 */
export async function followErrorSummary(
  scope: Page | Locator,
  message: string | RegExp,
  target: Locator,
): Promise<void> {
  const summary = errorSummary(scope);
  await expect(summary).toBeFocused();
  await summary
    .getByRole('link', { name: message, exact: typeof message === 'string' })
    .first()
    .click();
  await expect(target).toBeFocused();
}
