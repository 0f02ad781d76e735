import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAs, applicationPath, screens } from '../test-support/application';
import { words } from '../test-support/application-steps';
import { answersFor } from '../test-support/borrower-answers';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { brand } from '../test-support/brands';
import { CONTROLS, hoverAndPress, problemsOf, samplePage, tabThrough } from '../test-support/control-contrast';
import { fillStep, submitButton } from '../test-support/registration-form';
import { shellCopy } from '../test-support/registration-flow';
import { startUrl } from '../test-support/registration-journey';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/**
 * Issue 27, the deep half of the contrast sweep (the wide half, every brand's controls, is
 * control-contrast.spec.ts): each dialog a borrower meets, on three brands of different palettes,
 * its words at rest, every control focused in turn (text and focus ring), and one control of each
 * look under the mouse and pressed. The registration's blocking modal (a Hawaii property, for the
 * lenders that refer Hawaii), the chat panel, the footer's privacy choices and the review modal of
 * the application's disclosures.
 */
const DEEP = ['MERIDIAN', 'PACIFIC_CREST_CU', 'GRANITE_TRUST'];
const HAWAII_TITLE = 'Looks like you are applying with a property located in Hawaii.';
const MARK = 'data-contrast-dialog';

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

async function expectReadableDialog(page: Page, dialog: Locator, where: string): Promise<void> {
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.evaluate((el, mark) => el.setAttribute(mark, ''), MARK);
  const within = `[${MARK}]`;
  await page.mouse.move(0, 0);
  const problems = [
    ...(await samplePage(page, 'text', within)).flatMap((s) => problemsOf(s, `${where}, text`)),
    ...(await samplePage(page, 'controls', within)).flatMap((s) => problemsOf(s, `${where}, at rest`)),
  ];
  // From the dialog's first control (a key pressed first, so focus is drawn as for the keyboard), then on by Tab.
  await page.keyboard.press('Shift');
  await dialog.locator(CONTROLS).first().focus();
  problems.push(
    ...(await samplePage(page, 'focused')).flatMap((s) => problemsOf(s, `${where}, focused`)),
    ...(await tabThrough(page, `${where}, focused`, { limit: 20, within: dialog })),
    ...(await hoverAndPress(page, where, within)),
  );
  expect(problems).toEqual([]);
}

for (const orgCode of DEEP) {
  test.describe(orgCode, () => {
    test('the chat panel and the privacy choices stay readable in every state', async ({ page }) => {
      await page.goto(startUrl(orgCode, { referrer: '5a1e0000-0000-4000-8000-000000000002' }));
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expectReadableDialog(page, page.getByRole('dialog', { name: 'Chat with us' }), `${orgCode} chat panel`);
      await page.keyboard.press('Escape');

      const privacy = shellCopy.footer.privacyOptionsDialog;
      await page.getByRole('button', { name: shellCopy.footer.privacyOptions }).click();
      await expectReadableDialog(page, page.getByRole('dialog', { name: privacy.title }), `${orgCode} privacy choices`);
    });

    test('the registration blocking modal stays readable in every state', async ({ page }) => {
      test.skip(!brand(orgCode).stateRestrictions.hawaii.refer, 'this lender does not refer Hawaii properties');
      await page.goto(startUrl(orgCode));
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
      await fillStep(page, 'property', answersFor('HI'));
      await submitButton(page, 'property').click();
      await expectReadableDialog(page, page.getByRole('dialog', { name: HAWAII_TITLE }), `${orgCode} Hawaii modal`);
    });

    test('the review modal of the disclosures stays readable in every state', async ({ page, request }) => {
      test.skip(!brand(orgCode).statesServed.includes('MA'), 'the application borrower lives in Boston');
      const borrower = await createBrandBorrower(request, orgCode);
      await actAs(page, borrower);
      await page.goto(`${applicationPath(borrower.uuid, 'document/disclosures')}?org=${orgCode}`);
      const title = screens['document/disclosures']!.title;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
      const word = words('document/disclosures');
      const viewPrefix = word.view!.replace('{title}', '');
      const view = page.getByRole('button', { name: new RegExp(`^${viewPrefix}`) }).first();
      await expect(view).toBeVisible({ timeout: 20_000 });
      // Every document drawn first: pdf.js keeps the main thread busy and a click would come late.
      await expect(page.getByRole('status').filter({ hasText: word.loading! })).toHaveCount(0, { timeout: 30_000 });
      const name = (await view.textContent())!.slice(viewPrefix.length);
      await view.click();
      await expectReadableDialog(page, page.getByRole('dialog', { name }), `${orgCode} disclosure review`);
    });
  });
}
