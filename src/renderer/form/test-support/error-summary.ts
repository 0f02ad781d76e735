// Test support only: the error summary StepForm draws after a failed submit, found as a person finds it.
import shellCopy from '@flows/shell/copy.json';
import { fireEvent, screen, within } from '@testing-library/react';

/** The summary, named by its title; null while none shows. */
export const errorSummary = () => screen.queryByRole('region', { name: shellCopy.form.errorSummaryTitle });

/** The words of the summary's links, in order. */
export const summaryLinks = () =>
  within(errorSummary()!)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Follows the summary's link with these words (the field's message). */
export function followSummaryLink(message: string | RegExp): void {
  fireEvent.click(within(errorSummary()!).getByRole('link', { name: message }));
}
