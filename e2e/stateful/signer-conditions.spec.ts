/**
 * The lender's conditions for an additional signer (flag fe-heloc-additional-signer-conditions,
 * which this spec turns on for everyone: hence stateful): the notifications panel on the signer's
 * screens, the link to one request, its upload, and the list once nothing is outstanding. The
 * signer is an ordinary borrower listed on the owner's application (sandbox control `addSigners`).
 * Words come from flows/ at run time.
 */
import { expect, test } from '@playwright/test';
import { condition } from '../../src/core/conditions/test-support/condition-fixtures';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationCopy, applicationPath } from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { createListedSigner } from '../test-support/sandbox-client';

type Screen = { title: string; copy: Record<string, string> };
const signerScreens = readJson<{ screens: Record<string, Screen> }>('flows/signer/screens.json').screens;
const signerRoutes = readJson<{ base: string; conditions: { flag: string } }>('flows/signer/routes.json');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The upload's field and button (flows/forms/condition-upload.json). */
const uploadForm = readJson<{ uiSchema: { file: { 'ui:title': string } }; submitLabel: string }>(
  'flows/forms/condition-upload.json',
);
const PDF = Buffer.from('%PDF-1.4\n%e2e\n');
const TRUST = condition({
  uuid: '0c000000-0000-4000-8000-0000000000a1',
  categoryEnum: 'TRUST_CERTIFICATE',
  description: 'Please upload the certificate of trust.',
  header: 'Certificate of trust',
  button: 'Upload certificate',
});

test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test("an additional signer answers the lender's request from the notifications panel", async ({ page, request }) => {
  test.setTimeout(90_000);
  expect((await request.put('/__sandbox/flags', { data: { [signerRoutes.conditions.flag]: true } })).ok()).toBe(true);
  const { owner, coOwner } = await createListedSigner(request);
  const put = await request.put(`/__sandbox/applications/${owner.uuid}/conditions`, { data: { conditions: [TRUST] } });
  expect(put.status(), await put.text()).toBe(200);

  await actAs(page, coOwner);
  const csp = watchCsp(page);
  await page.goto(applicationPath(owner.uuid));
  await expect(page.getByRole('heading', { level: 1, name: signerScreens.identity!.title })).toBeFocused();

  // The panel beside the signing step names the request; its link opens the list at its card.
  const region = page.getByRole('region', { name: applicationCopy.notifications.heading });
  await expect(region.getByRole('link')).toHaveText([TRUST.header]);
  await expectNoAxeViolations(page);
  await region.getByRole('link', { name: TRUST.header }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(`${signerRoutes.base}/conditions`)}.*#condition-${TRUST.uuid}$`));
  const list = signerScreens.conditions!;
  const card = page.getByRole('list', { name: list.copy.listLabel }).getByRole('article', { name: TRUST.header });
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(card).toContainText(list.copy['category.TRUST_CERTIFICATE']!);
  await expectNoAxeViolations(page);

  // Its upload: one document, then the list has nothing left.
  await card.getByRole('link', { name: TRUST.button }).click();
  const upload = signerScreens['conditions/upload-document']!;
  await expect(page.getByRole('heading', { level: 1, name: upload.title })).toBeFocused();
  await expect(page).toHaveURL(
    new RegExp(`${escape(`${signerRoutes.base}/conditions/upload-document`)}\\?.*conditionUuid=${TRUST.uuid}`),
  );
  await page
    .getByLabel(uploadForm.uiSchema.file['ui:title'].replace('{n}', '1').replace('{count}', '1'))
    .setInputFiles({ name: 'trust.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: uploadForm.submitLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: list.copy.none! })).toBeVisible();
  expect(csp).toEqual([]);
});
