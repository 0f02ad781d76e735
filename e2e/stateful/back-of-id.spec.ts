/**
 * fe-heloc-back-of-id: a lender that does not ask for the back of an ID. The identity screen offers
 * the front only, and the sandbox (the lender's back end) verifies the ID with it; while the flag is
 * on, the same request without a back is refused. Changes a flag every page shares: hence stateful.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { giveHardCreditConsent, idWords, openAt, PNG } from '../test-support/application-steps';
import { createBorrower, forceStatus, sandboxApplication } from '../test-support/sandbox-client';
import { readJson } from '../test-support/read-json';
import { conditionFlags } from '../../src/core/application/screen-conditions';

const FLAG = 'fe-heloc-back-of-id';
const identityOptions = readJson<{ screens: { identity: { options: { askBackOfIdWhen: unknown } } } }>(
  'src/generated/flows/application/screens/identity.json',
).screens.identity.options;

test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test('with the back of the ID not asked, a licence is verified from its front alone', async ({ page, request }) => {
  expect(conditionFlags([identityOptions.askBackOfIdWhen])).toEqual([FLAG]);
  expect((await request.put('/__sandbox/flags', { data: { [FLAG]: false } })).ok()).toBe(true);
  const borrower = await createBorrower(request, 'CA', 'back-of-id');
  await forceStatus(request, borrower.uuid, 'IDENTITY_VERIFICATION');
  const csp = await openAt(page, borrower, 'identity');
  await page.getByRole('radio', { name: idWords.idType.DRIVERS_LICENSE }).check();
  await expect(page.getByLabel(idWords.front)).toBeVisible();
  await expect(page.getByLabel(idWords.back)).toHaveCount(0);
  await page.getByLabel(idWords.front).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await giveHardCreditConsent(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: idWords.submit }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${borrower.uuid}/identity$`), { timeout: 15_000 });
  const app = await sandboxApplication(request, borrower.uuid);
  expect((app.application.documents ?? []).map((d) => d.documentType)).toEqual(['DRIVERSLICENSEFRONT']);
  expect(csp).toEqual([]);
});

test('with the back asked (the default), the same front-only request is refused by the back end', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA', 'back-of-id-on');
  await forceStatus(request, borrower.uuid, 'IDENTITY_VERIFICATION');
  await openAt(page, borrower, 'identity');
  await page.getByRole('radio', { name: idWords.idType.STATE_ID }).check();
  await expect(page.getByLabel(idWords.back)).toBeVisible();
  // Straight to the back end, as a stale page or another client would send it.
  const base = `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}`;
  const headers = { authorization: `Bearer ${borrower.jwt}`, 'x-org': 'MERIDIAN' };
  const front = await request.post(`${base}/documents`, {
    headers,
    multipart: { documentType: 'IDCARDFRONT', file: { name: 'front.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(front.status(), await front.text()).toBe(201);
  const uuid = ((await front.json()) as { uuid: string }).uuid;
  const refused = await request.post(`${base}/tasks/verify-identity`, {
    headers,
    data: { idType: 'STATE_ID', frontDocumentUuid: uuid },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toContain('backDocumentUuid is required');
  const app = await sandboxApplication(request, borrower.uuid);
  expect(app.application.status.checklistStatus).toBe('IDENTITY_VERIFICATION');
});
