/**
 * The additional signer's conditions/identity screen (borrower-journey.md section 2: heloc-signer
 * conditions index, upload-document, identity): the lender asks the signer for their photo ID again;
 * the card on the list opens the screen, the signer chooses the ID type and uploads it, and the
 * request is answered. Turns fe-heloc-additional-signer-conditions on for everyone: hence stateful.
 */
import { expect, test } from '@playwright/test';
import { condition } from '../../src/core/conditions/test-support/condition-fixtures';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs } from '../test-support/application';
import { idWords, PNG } from '../test-support/application-steps';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { createListedSigner } from '../test-support/sandbox-client';

type Screen = { title: string; copy: Record<string, string> };
const signerScreens = readJson<{ screens: Record<string, Screen> }>('flows/signer/screens.json').screens;
const signerRoutes = readJson<{ base: string; conditions: { flag: string } }>('flows/signer/routes.json');
const ID_FAILURE = condition({
  uuid: '0c000000-0000-4000-8000-0000000000d1',
  categoryEnum: 'ID_FAILURE',
  description: 'We could not read the photo ID you uploaded. Please upload it again.',
  header: 'Photo ID needed',
  button: 'Upload my ID',
  location: 'identity',
});

test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test('an additional signer answers an identity request on conditions/identity', async ({ page, request }) => {
  test.setTimeout(90_000);
  expect((await request.put('/__sandbox/flags', { data: { [signerRoutes.conditions.flag]: true } })).ok()).toBe(true);
  const { owner, coOwner } = await createListedSigner(request);
  const put = await request.put(`/__sandbox/applications/${owner.uuid}/conditions`, {
    data: { conditions: [ID_FAILURE] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await actAs(page, coOwner);
  const csp = watchCsp(page);
  const list = signerScreens.conditions!;
  await page.goto(`${signerRoutes.base}/conditions?application=${owner.uuid}`);
  const card = page.getByRole('list', { name: list.copy.listLabel }).getByRole('article', { name: ID_FAILURE.header });
  await expect(card).toContainText(list.copy['category.ID_FAILURE']!);
  await card.getByRole('link', { name: ID_FAILURE.button }).click();

  const screen = signerScreens['conditions/identity']!;
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/conditions/identity\\?.*conditionUuid=${ID_FAILURE.uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ID_FAILURE.header })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing chosen: the message sits at the question.
  await page.getByRole('button', { name: screen.copy.submit }).click();
  await expect(page.getByRole('group', { name: idWords.legend })).toContainText(idWords.idTypeRequired);
  await page.getByRole('radio', { name: idWords.idType.STATE_ID }).check();
  await page.getByLabel(idWords.front).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(idWords.back).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: screen.copy.submit }).click();

  await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: list.copy.none! })).toBeVisible();
  expect(csp).toEqual([]);
});
