import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { SandboxConsentList } from '../../src/generated/types/sandbox-consent-list';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { idWords, PNG, words } from '../test-support/application-steps';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { forceStatus, sandboxApplication } from '../test-support/sandbox-client';

// A lender not among the suite's deep three, with a home in a state it serves.
const ORG = 'KETTLE_MORAINE_CU';
const MADISON = { street1: '10 E Main St', city: 'Madison', state: 'WI', zip: '53703' };
const consent = words('identity');

test.describe.configure({ timeout: 120_000 });

test('identity asks for the HARD_CREDIT consent, and the hard pull starts only once it is given and recorded', async ({
  page,
  request,
}) => {
  const borrower = await createBrandBorrower(request, ORG, MADISON);
  await forceStatus(request, borrower.uuid, 'IDENTITY_VERIFICATION');
  await actAs(page, borrower);
  await page.goto(`${applicationPath(borrower.uuid)}?org=${ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'identity'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('identity') })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('radio', { name: idWords.idType.PASSPORT }).check();
  await page.getByLabel(idWords.front).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });

  // Not ticked: the box says so and nothing is sent.
  await page.getByRole('button', { name: idWords.submit }).click();
  const box = page.getByRole('checkbox', { name: consent.hardCreditConsent });
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(consent.hardCreditConsentRequired!);
  expect((await sandboxApplication(request, borrower.uuid)).application.documents ?? []).toEqual([]);

  await box.check();
  await page.getByRole('button', { name: idWords.submit }).click();
  await expect(page).not.toHaveURL(URL_OF(borrower.uuid, 'identity'), { timeout: 30_000 });

  const { consents } = (await (await request.get('/__sandbox/consents')).json()) as SandboxConsentList;
  const given = consents.filter((c) => c.applicationUuid === borrower.uuid && c.type === 'HARD_CREDIT');
  expect(given).toHaveLength(1);
  expect(given[0]).toMatchObject({
    organizationCode: ORG,
    version: 1,
    text: consent.hardCreditConsent,
    textSha256: createHash('sha256').update(consent.hardCreditConsent!, 'utf8').digest('hex'),
    page: applicationPath(borrower.uuid, 'identity'),
  });
  const status = (await sandboxApplication(request, borrower.uuid)).application.status.checklistStatus;
  expect(status).not.toBe('IDENTITY_VERIFICATION');
});
