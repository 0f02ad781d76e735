import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { applicationCopy, applicationPath, screens } from '../test-support/application';
import { BORROWER_ORG, createBorrower, type Borrower } from '../test-support/sandbox-client';
import { arriveAt, continueToConfirm, openAt, PNG } from '../test-support/application-steps';
import { platformCopy } from '../platform/platform-words';
import { readJson } from '../test-support/read-json';

/**
 * The lender's conditions, as a borrower meets them: request cards on the conditions screen,
 * a document upload, a missing phone number, the notifications panel on the other screens, and
 * the application moving on once nothing is outstanding. Words come from flows/ at run time.
 */
type Screen = { copy: Record<string, string>; actions: { label: string }[] };
const def = (path: string) => screens[path] as unknown as Screen;
const list = def('conditions');
const phone = def('conditions/phone-number');
/** A flow form of flows/forms/ (the upload's field, its checks' words and its button). */
type UploadForm = {
  uiSchema: Record<string, { 'ui:title': string }>;
  messages: Record<string, string>;
  rules: { messages: Record<string, string> }[];
  submitLabel: string;
};
const uploadForm = readJson<UploadForm>('flows/forms/condition-upload.json');
const fileLabel = (n: number, count: number) =>
  uploadForm.uiSchema.file!['ui:title'].replace('{n}', String(n)).replace('{count}', String(count));
const PDF = Buffer.from('%PDF-1.4\n%e2e\n');

const cards = (page: Page) => page.getByRole('list', { name: list.copy.listLabel }).getByRole('article');
const card = (page: Page, header: string) => page.getByRole('article', { name: header });

async function uploadFor(page: Page, borrower: Borrower, header: string, button: string, files: number): Promise<void> {
  await card(page, header).getByRole('link', { name: button }).click();
  await arriveAt(page, borrower.uuid, 'conditions/upload-document');
  await expect(page).toHaveURL(/conditionUuid=[0-9a-f-]{36}&conditionType=DOCUMENT&conditionEnum=[A-Z_]+$/);
  await expect(page.getByRole('heading', { level: 2, name: header })).toBeVisible();
  for (let n = 1; n <= files; n += 1) {
    await page
      .getByLabel(fileLabel(n, files))
      .setInputFiles({ name: `page-${n}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  }
  await page.getByRole('button', { name: uploadForm.submitLabel }).click();
  await arriveAt(page, borrower.uuid, 'conditions');
  await expect(card(page, header)).toHaveCount(0);
}

test('a +conditions borrower answers every request card and the application moves on', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'conditions');
  const csp = await openAt(page, borrower, 'product/select');
  await continueToConfirm(page, borrower.uuid, BORROWER_ORG);
  await page
    .getByRole('button', { name: (screens['product/select/confirm'] as unknown as Screen).copy.confirm })
    .click();

  await arriveAt(page, borrower.uuid, 'conditions');
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Homeowners insurance declaration page',
    'Paystubs needed',
    'Mobile phone number needed',
    'Bank statement needed',
  ]);
  await expect(card(page, 'Paystubs needed')).toContainText(
    list.copy['ask.paystubsMany']!.replace('{count}', platformCopy.digits[2]!),
  );
  await expect(card(page, 'Bank statement needed')).toContainText(list.copy.account!.replace('{last4}', '4321'));
  await expectNoAxeViolations(page);

  await card(page, 'Homeowners insurance declaration page').getByRole('link', { name: 'Upload document' }).click();
  await arriveAt(page, borrower.uuid, 'conditions/upload-document');
  // Nothing chosen: the message is tied to the field, which gets focus.
  await page.getByRole('button', { name: uploadForm.submitLabel }).click();
  const first = page.getByLabel(fileLabel(1, 1));
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(new RegExp(uploadForm.messages['/file']!));
  await expectNoAxeViolations(page);
  await first.setInputFiles({ name: 'declarations.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: uploadForm.submitLabel }).click();
  await arriveAt(page, borrower.uuid, 'conditions');
  await expect(cards(page)).toHaveCount(3);

  await uploadFor(page, borrower, 'Paystubs needed', 'Upload paystubs', 2);
  await uploadFor(page, borrower, 'Bank statement needed', 'Upload statement', 1);

  await card(page, 'Mobile phone number needed').getByRole('link', { name: 'Add phone number' }).click();
  await arriveAt(page, borrower.uuid, 'conditions/phone-number');
  const field = page.getByRole('textbox', { name: phone.copy.phoneLabel });
  await expect(field).toHaveAttribute('autocomplete', 'tel-national');
  await field.fill('1415555');
  await page.getByRole('button', { name: phone.copy.submit }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(phone.copy.phoneCountryCode!));
  await expectNoAxeViolations(page);
  await field.fill('4155550199');
  await page.getByRole('button', { name: phone.copy.submit }).click();

  await arriveAt(page, borrower.uuid, 'conditions');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(list.copy.none!);
  await page.getByRole('button', { name: list.actions[0]!.label }).click();
  await arriveAt(page, borrower.uuid, 'income/review');
  await expect(page.getByRole('region', { name: applicationCopy.notifications.heading })).toHaveCount(0);
  expect(csp).toEqual([]);
});

const condition = (n: number, header: string, created: string) => ({
  uuid: `0c000000-0000-4000-8000-00000000000${n}`,
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created,
  description: `Please upload ${header.toLowerCase()}.`,
  header,
  button: 'Upload document',
  location: 'upload-document',
  type: 'DOCUMENT',
  requestDocuments: true,
  notes: null,
  commentsToBorrower: null,
  actionNeeded: true,
  xtraData: {},
});

test('the notifications panel lists the 3 latest outstanding conditions, with View All and View Less', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  const conditions = [
    condition(1, 'Trust certificate', '2026-01-01T10:00:00Z'),
    condition(2, 'Legal description', '2026-01-02T10:00:00Z'),
    condition(3, 'Hazard insurance', '2026-01-03T10:00:00Z'),
    condition(4, 'Photo ID', '2026-01-04T10:00:00Z'),
  ];
  const put = await request.put(`/__sandbox/applications/${borrower.uuid}/conditions`, { data: { conditions } });
  expect(put.status(), await put.text()).toBe(200);
  const csp = await openAt(page, borrower, 'product/select');

  const words = applicationCopy.notifications;
  const region = page.getByRole('region', { name: words.heading });
  await expect(region.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
  await expect(region.getByRole('link')).toHaveText(['Photo ID', 'Hazard insurance', 'Legal description']);
  await region.getByRole('button', { name: words.viewAll.replace('{count}', '4') }).click();
  await expect(region.getByRole('link')).toHaveText([
    'Photo ID',
    'Hazard insurance',
    'Legal description',
    'Trust certificate',
  ]);
  await expectNoAxeViolations(page);
  await region.getByRole('button', { name: words.viewLess }).click();
  await expect(region.getByRole('link')).toHaveCount(3);

  await region.getByRole('link', { name: 'Legal description' }).click();
  await expect(page).toHaveURL(`${applicationPath(borrower.uuid, 'conditions')}#condition-${conditions[1]!.uuid}`);
  await expect(cards(page)).toHaveCount(4);
  // The link names one request: the list opens at its card, whose heading has focus.
  const linked = page.getByRole('article', { name: 'Legal description' }).getByRole('heading', { level: 2 });
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
  // The list opened afresh, as from the lender's email, stays although no status leads there now.
  await page.reload();
  await expect(page).toHaveURL(`${applicationPath(borrower.uuid, 'conditions')}#condition-${conditions[1]!.uuid}`);
  await expect(cards(page)).toHaveCount(4);
  await expect(linked).toBeFocused();
  expect(csp).toEqual([]);
});
