import { expect, test } from '@playwright/test';
import type { SandboxFeedbackList } from '../../src/generated/types/sandbox-feedback-list';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle } from '../test-support/application';
import { watchBriefLine } from '../test-support/brief-lines';
import { followErrorSummary } from '../test-support/error-summary';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower } from '../test-support/sandbox-client';
import { platformCopy } from './platform-words';

const words = platformCopy.feedback;

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** A signed-in borrower of the provider's own brand (MERIDIAN) on the offers screen. */
async function onOffers(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  const borrower = await createBorrower(request);
  await actAs(page, borrower);
  await page.goto(applicationPath(borrower.uuid));
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 30_000,
  });
  return borrower;
}

async function fill(dialog: import('@playwright/test').Locator, message: string) {
  await dialog.getByRole('radio', { name: 'Improve our product' }).check();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(message);
  await dialog
    .getByRole('radiogroup', { name: /May we contact you/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

test.describe.configure({ timeout: 120_000 });

test('the provider’s feedback form refuses short text, then sends to the CEO with the page and application', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const borrower = await onOffers(page, request);
  const link = page.getByRole('button', { name: 'Feedback', exact: true });
  await link.click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape closes it and focus goes back to the Feedback button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('radiogroup', { name: 'What is your feedback about?' })).toHaveAccessibleDescription(
    /Required/,
  );

  await fill(dialog, 'Too short');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  const message = dialog.getByRole('textbox', { name: 'Your feedback' });
  await expect(message).toHaveAccessibleDescription(/Must be at least 10 characters/);
  await followErrorSummary(dialog, /Must be at least 10 characters/, message);
  await expect(message).toBeInViewport();
  await expectNoAxeViolations(page);

  const text = `Please show the payment date on the offers. ${Date.now()}`;
  await message.fill(text);
  // The toast closes by itself after a few seconds: watched from before it is sent.
  const toast = await watchBriefLine(page, { role: 'status', name: platformCopy.alerts.success, text: words.sent });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(toast, { message: 'the sent toast showed' }).toBe(true);
  await expect(link).toBeFocused();

  const kept = (await (await request.get('/__sandbox/feedback')).json()) as SandboxFeedbackList;
  const mine = kept.feedback.find((f) => f.body.message === text);
  expect(mine).toMatchObject({
    organizationCode: 'MERIDIAN',
    toCeo: true,
    body: {
      topic: 'Improve our product',
      marketingConsent: true,
      applicationUuid: borrower.uuid,
      pathname: applicationPath(borrower.uuid, 'product/select'),
      productType: 'HELOC',
    },
  });
  expect(csp).toEqual([]);
});

test('the server’s refusal is shown in the feedback form', async ({ page, request }) => {
  await onOffers(page, request);
  await page.route('**/service-profile/api/v1/feedback/ceo', (route) =>
    route.fulfill({ status: 503, json: { status: 503, message: 'Feedback is paused for maintenance' } }),
  );
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await fill(dialog, 'The rate table is easy to read.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert', { name: platformCopy.alerts.error })).toHaveText(
    'Feedback is paused for maintenance',
  );
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveAccessibleDescription(
    /Feedback is paused for maintenance/,
  );
});

test('at most 5 toasts show at once; the next shows as one closes, and they close by themselves', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await onOffers(page, request);
  const toasts = page.getByRole('region', { name: platformCopy.toasts.region }).getByRole('listitem');
  for (let sent = 1; sent <= 6; sent += 1) {
    // After the first (which loads the modal and the toasts), time stands still, so none closes by itself before the count.
    if (sent === 2) await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2000));
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await fill(dialog, `Toast number ${sent} of six, thank you.`);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts).toHaveCount(Math.min(sent, 5));
  }
  await toasts
    .first()
    .getByRole('button', { name: `${platformCopy.toasts.dismiss}: ${words.sent}` })
    .click();
  // The sixth takes the closed one's place.
  await expect(toasts).toHaveCount(5);
  await toasts
    .first()
    .getByRole('button', { name: `${platformCopy.toasts.dismiss}: ${words.sent}` })
    .click();
  await expect(toasts).toHaveCount(4);
  await page.clock.runFor(8000);
  await expect(toasts).toHaveCount(0);
});
