import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { errorSummary, followErrorSummary } from '../test-support/error-summary';
import { expectPageReady, watchCsp } from '../test-support/page-checks';
import { shellCopy } from '../test-support/registration-flow';
import { focusTarget, submitButton } from '../test-support/registration-form';
import { startUrl } from '../test-support/registration-journey';
import { requiredMessages } from '../test-support/registration-messages';
import { stepTitle } from '../test-support/registration-path';

// A lender the other specs do not go deep on: the summary is the form's, not one brand's.
const ORG = 'ALAMO_PLAZA_BANK';

test(`${ORG}: Continue on the empty first step focuses the error summary, whose links lead to the fields`, async ({
  page,
}) => {
  const csp = watchCsp(page);
  await page.goto(startUrl(ORG));
  await expectPageReady(page, stepTitle('property', {}, { orgCode: ORG }));
  await submitButton(page, 'property').click();

  const expected = requiredMessages('property');
  expect(expected.length, 'the first step has at least two required fields').toBeGreaterThan(1);
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAccessibleDescription(
    shellCopy.form.errorSummary.replace('{count}', String(expected.length)),
  );
  // One link per field, in page order, in the field's own words.
  await expect(summary.getByRole('link')).toHaveText(expected.map(({ message }) => message));
  const second = expected[1]!;
  await followErrorSummary(page, second.message, focusTarget(page, 'property', second.pointer));
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});
